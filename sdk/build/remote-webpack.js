import path from 'node:path';
import mf from '@module-federation/enhanced/webpack';
import { remoteSharedConfig } from './shared.js';
import { resolveConfig, typescriptRule } from './common-webpack.js';

const { ModuleFederationPlugin } = mf;

/**
 * The webpack config of a domain module's web remote: builds web/index.ts into
 * dist/web/remoteEntry.js, exposing './module' (its WebModule), with the shared singletons
 * provided by the host and the federation runtime provided by the host too (externalRuntime).
 *
 * @param {{ id: string, dir: string }} options
 */
export function createRemoteConfig({ id, dir }) {
  return (_env, argv) => {
    const mode = argv.mode ?? 'production';
    return {
      mode,
      context: dir,
      entry: {},
      devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(dir, 'dist', 'web'),
        publicPath: 'auto',
        uniqueName: `suite_${id}`,
        filename: '[name].[contenthash:10].js',
        chunkFilename: '[name].[contenthash:10].js',
        // A module's standalone pages (standalone-webpack.js) build beside it, into standalone/.
        clean: { keep: /^standalone\// },
      },
      resolve: resolveConfig(),
      module: { rules: [typescriptRule(mode)] },
      optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
      performance: { hints: false },
      stats: 'errors-warnings',
      plugins: [
        new ModuleFederationPlugin({
          name: `suite_${id}`,
          filename: 'remoteEntry.js',
          exposes: { './module': './web/index.ts' },
          shared: remoteSharedConfig(),
          dts: false,
          manifest: false,
          experiments: { externalRuntime: true },
        }),
      ],
    };
  };
}

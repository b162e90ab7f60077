import path from 'node:path';
import webpack from 'webpack';
import { repoRoot, resolveConfig, typescriptRule } from './common-webpack.js';

/**
 * The host's hand-off for standalone pages: the global the shell fills before it loads one
 * (shell/src/federation/standalone.ts), read by the bundle's externals.
 */
export const STANDALONE_HOST = '__suite_host';

/**
 * What a standalone bundle takes from the host instead of bundling: React and the kit. The kit is
 * '@suite/sdk/light' (sdk/src/light.ts), handed over under the name modules import,
 * '@suite/sdk/web', so a module's screens build unchanged.
 */
const HOST_PROVIDED = ['react', 'react/jsx-runtime', 'react-dom', '@suite/sdk/web'];

/**
 * The webpack config of a module's standalone public pages (a route's `standalone`): each entry
 * `web/standalone/<name>.tsx` becomes `dist/web/standalone/<name>.js`, a plain script without the
 * federation runtime, that registers its page with the host (`__suite_host.pages['<id>/<name>']`).
 * The shell loads it for a signed-out visitor instead of the remote, so the page fits the public
 * budget. Endpoint declarations build with the shell's TypeBox stand-in, as in the shell.
 *
 * `replace`: modules a standalone page does not need, put in place of others at build time (for
 * example the texts of the module's other areas), as { test: RegExp on the request, with: file }.
 * The rule holds for the whole build, so pages that need different replacements are separate
 * configs (one call each): they share dist/web/standalone/, each writing its entries and its own
 * chunk folder (named after its pages) and cleaning only those.
 *
 * @param {{ id: string, dir: string, pages: string[], replace?: { test: RegExp, with: string }[] }} options
 */
export function createStandaloneConfig({ id, dir, pages, replace = [] }) {
  return (_env, argv) => {
    const mode = argv.mode ?? 'production';
    const group = pages.join('+');
    const own = (file) => file === group || file.startsWith(`${group}/`) || pages.some((name) => file.startsWith(`${name}.js`));
    return {
      name: `${id}-standalone-${group}`,
      mode,
      context: dir,
      entry: Object.fromEntries(pages.map((name) => [name, `./web/standalone/${name}.tsx`])),
      devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(dir, 'dist', 'web', 'standalone'),
        publicPath: 'auto',
        uniqueName: `suite_${id}_standalone_${group}`,
        filename: '[name].js',
        chunkFilename: `${group}/[name].[contenthash:10].js`,
        // Other configs' pages share the folder.
        clean: { keep: (file) => !own(file.replace(/\\/g, '/')) },
      },
      resolve: {
        ...resolveConfig(),
        alias: { '@sinclair/typebox$': path.join(repoRoot, 'shell', 'src', 'federation', 'typebox-stub.ts') },
      },
      externalsType: 'var',
      externals: Object.fromEntries(HOST_PROVIDED.map((name) => [name, `${STANDALONE_HOST}[${JSON.stringify(name)}]`])),
      module: { rules: [typescriptRule(mode)] },
      optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
      performance: { hints: false },
      stats: 'errors-warnings',
      plugins: replace.map((rule) => new webpack.NormalModuleReplacementPlugin(rule.test, path.resolve(dir, rule.with))),
    };
  };
}

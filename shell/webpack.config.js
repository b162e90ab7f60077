import path from 'node:path';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { resolveConfig, typescriptRule } from '@suite/sdk/build/common';

const here = path.dirname(fileURLToPath(import.meta.url));

// The host has no federation build plugin: it creates the federation runtime on demand
// (src/federation/runtime.ts) so public pages do not carry it. webpack is pinned to 5.111.1 for
// the remotes: @module-federation/enhanced 2.9.2 requires 'webpack/lib/util/extractUrlAndGlobal',
// which webpack 5.112 removed.
export default (_env, argv) => {
  const mode = argv.mode ?? 'production';
  return {
    mode,
    context: here,
    entry: { main: './src/index.tsx' },
    devtool: mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
    target: 'web',
    output: {
      path: path.join(here, 'dist'),
      publicPath: '/',
      uniqueName: 'suite_shell',
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      // Images (the marketing pages' product previews) as hashed files, cached for a year like the chunks.
      assetModuleFilename: 'images/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      ...resolveConfig(),
      // Endpoint declarations carry TypeBox schemas that only the server validates with: the
      // browser builds them as plain objects (src/federation/typebox-stub.ts says why), which keeps
      // TypeBox out of the public pages' budget.
      alias: { '@sinclair/typebox$': path.join(here, 'src', 'federation', 'typebox-stub.ts') },
    },
    module: {
      rules: [
        typescriptRule(mode),
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.webp$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      splitChunks: {
        cacheGroups: {
          // The module manifest's query with the feature catalogue and the system schemas: read by
          // the session's start and by the 404 page alike, so one small chunk instead of a copy in
          // each (webpack's 20 KB floor copied them).
          manifest: {
            test: /shell[\\/]src[\\/]federation[\\/]manifest|sdk[\\/]src[\\/]domain[\\/]features|sdk[\\/]src[\\/](endpoints|schemas)[\\/]system/,
            chunks: 'async',
            name: 'manifest',
            enforce: true,
          },
        },
      },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    plugins: [
      new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer', minify: mode === 'production' }),
      new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css', chunkFilename: '[name].[contenthash:10].css' }),
    ],
  };
};

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
const appConfig = (mode) => {
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
      // dist/standalone/ is the other build's (below).
      clean: { keep: /^standalone[\\/]/ },
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

/**
 * A module's standalone public page (src/standalone-entry.tsx, e.g. the poker demo), built apart
 * into dist/standalone/: the server sends its index.html for such a route instead of the app's
 * (platform-api/src/web/standalone-pages.ts). Its own build so that nothing of the app comes with
 * it: 'react-router-dom' is the page's light router (the page has one address; links load pages).
 */
const standaloneConfig = (mode) => {
  const app = appConfig(mode);
  return {
    ...app,
    name: 'standalone',
    entry: { standalone: './src/standalone-entry.tsx' },
    output: { ...app.output, path: path.join(here, 'dist', 'standalone'), publicPath: '/standalone/', uniqueName: 'suite_shell_standalone', clean: true },
    resolve: { ...app.resolve, alias: { ...app.resolve.alias, 'react-router-dom$': path.join(here, 'src', 'federation', 'light-router.tsx') } },
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    plugins: [
      new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer', minify: mode === 'production' }),
      new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css', chunkFilename: '[name].[contenthash:10].css' }),
    ],
  };
};

export default (_env, argv) => {
  const mode = argv.mode ?? 'production';
  return [{ name: 'app', ...appConfig(mode) }, standaloneConfig(mode)];
};

// Builds the webpack config of one app (the shell or a remote) as a function of mode.
// Every app: TypeScript through swc-loader, entry `src/index.ts` (only `import('./bootstrap')`),
// Module Federation with the shared singletons of shared-deps.cjs and an mf-manifest.json.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedDeps } = require('./shared-deps.cjs');
const { APPS } = require('./apps.cjs');

/**
 * @param {{ dir: string, app: string, exposes?: Record<string,string>, title?: string }} opts
 */
function createConfig({ dir, app, exposes = {}, title = '紹介会社ポータル' }) {
  const meta = APPS[app];
  return (_env, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    const prod = mode === 'production';
    const isShell = app === 'shell';
    const apiTarget = process.env.DEV_API_URL || 'http://localhost:4000';
    return {
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: prod ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: isShell ? '/' : 'auto',
        filename: prod ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: prod ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: meta.federationName,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !prod } },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.(png|svg|jpe?g|gif)$/i, type: 'asset/resource' },
          { test: /\.css$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: meta.federationName,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedDeps(dir),
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
        }),
        new HtmlWebpackPlugin({
          title,
          templateContent: `<!doctype html><html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><div id="root"></div></body></html>`,
        }),
      ],
      optimization: prod
        ? { minimize: true, minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })] }
        : {},
      performance: { hints: false },
      stats: 'errors-warnings',
      // 'error': the manifest plugin warns on every build that publicPath 'auto' resolves at run time.
      infrastructureLogging: { level: 'error' },
      devServer: {
        port: meta.devPort,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: isShell ? { directory: path.join(dir, 'public') } : false,
        proxy: isShell
          ? [{ context: ['/sanctum', '/*/employment-agency/api'], target: apiTarget }]
          : undefined,
        client: { overlay: { warnings: false } },
      },
    };
  };
}

module.exports = { createConfig };

// Builds the webpack config of one app (the shell or a remote) as a function of mode.
// Every app: TypeScript through swc-loader, entry `src/index.ts` (only `import('./bootstrap')`),
// Module Federation with the shared modules of shared-deps.cjs and an mf-manifest.json.
// Production: content-hashed files, precompressed (.br/.gz). A remote's production build is
// published as an immutable version by scripts/deploy.mjs. Dev: every app runs standalone on its
// own dev server, proxying the api (DEV_API_URL, default http://localhost:4000).
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedDeps } = require('./shared-deps.cjs');
const { PrecompressPlugin } = require('./precompress.cjs');
const { ChunkRetryPlugin } = require('./chunk-retry-plugin.cjs');
const { PreloadListPlugin } = require('./preload-list.cjs');
const { APPS } = require('./apps.cjs');

// The portal's mark as an inline SVG: no extra request, and no 404 for /favicon.ico.
const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#1f3a5f"/><circle cx="12" cy="12" r="5" fill="#fff"/><path d="M4 27c0-6 4-9 8-9s8 3 8 9z" fill="#fff"/><path d="M19 10h8m-3-3 3 3-3 3M19 21h8" stroke="#3cc8a8" stroke-width="2.5" fill="none" stroke-linecap="round"/></svg>',
)}`;

function runtimeCoreEsm() {
  const enhanced = require.resolve('@module-federation/enhanced/webpack');
  const plugin = require.resolve('@module-federation/inject-external-runtime-core-plugin', {
    paths: [path.dirname(enhanced)],
  });
  const core = require.resolve('@module-federation/runtime-core', {
    paths: [path.dirname(plugin)],
  });
  return core.replace(/index\.cjs$/, 'index.js');
}

/**
 * A remote that adds a section to the portal has a section.json (its routes and sidebar entry,
 * @portal/shared/section-registry): it is emitted beside mf-manifest.json, so it is published
 * with each version and the api lists the served version's one in the registry (/remotes.json).
 */
class SectionFilePlugin {
  constructor(file) {
    this.file = file;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('SectionFilePlugin', (compilation) => {
      compilation.fileDependencies.add(this.file);
      compilation.hooks.processAssets.tap(
        {
          name: 'SectionFilePlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          const text = fs.readFileSync(this.file, 'utf8');
          JSON.parse(text); // a broken section.json fails the build, not the shell
          compilation.emitAsset('section.json', new RawSource(text));
        },
      );
    });
  }
}

/**
 * The shell's entry scripts asked for first: deferred scripts are low priority in Chromium, so
 * the preloads the api adds to a route's page (a remote's chunks, the frame) went before them.
 */
class EntryScriptsFirstPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('EntryScriptsFirstPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'EntryScriptsFirstPlugin',
        (data) => {
          for (const tag of [...data.headTags, ...data.bodyTags]) {
            if (tag.tagName === 'script' && tag.attributes.src) {
              // After `defer`, as scripts/lib/prerender.mjs reads the tags.
              tag.attributes = {
                defer: tag.attributes.defer,
                fetchpriority: 'high',
                ...tag.attributes,
              };
            }
          }
          return data;
        },
      );
    });
  }
}

/**
 * @param {{ dir: string, app: string, exposes?: Record<string,string>, title?: string }} opts
 */
/** A remote's production page: it is a part of the portal, not a page to open on its own. */
function remotePage(dir, title) {
  const name = path.basename(dir);
  return `<!doctype html><html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="${FAVICON}"><title>${title}</title></head><body><main style="font-family:sans-serif;max-width:40em;margin:3em auto;line-height:1.8"><h1>${name}</h1><p>これはポータルのシェルが読み込む部品（リモート）の本番ビルドです。単体では動きません。</p><p>画面を確認するには、ポータル全体を <code>npm start</code> で起動するか、このリモートだけを <code>npx -y pnpm@10.34.9 --filter @portal/${name} dev</code> で起動してください。</p><p>This is a production build of a federation remote: open it through the shell.</p></main></body></html>`;
}

// On a page inside the logged-in frame the shell asks for its lazily provided modules at once
// (shell/src/app/frame-modules.ts). The query cache and what needs it are one file for the
// browser, not a request each (ten fewer before a deep link's page shows); the router and
// use-site-id, which the logged-out pages load too, keep theirs (tools/shared-deps.test.cjs).
const FRAME_SHARED =
  /[\\/](@tanstack[\\/](react-query|query-core)[\\/]|shared[\\/]src[\\/](query-client|call-query|frame-queries|live-updates|leave-guard|applicant-search|section-reads|thread-groups|use-debounced|rules[\\/]identity|ui[\\/]query-provider)\.tsx?$)/;

// The shell's entry holds its eager shared modules: split into a few files, the browser fetches
// them in parallel and evaluates each in its own task instead of one long one. The frame's lazy
// modules are one file (FRAME_SHARED).
const SHELL_SPLIT = {
  cacheGroups: {
    reactDom: {
      test: /[\\/]node_modules[\\/].*react-dom[\\/]/,
      name: 'react-dom',
      chunks: 'initial',
      enforce: true,
    },
    vendors: {
      test: /[\\/]node_modules[\\/]/,
      name: 'vendors',
      chunks: 'initial',
      priority: -10,
      enforce: true,
    },
    frame: {
      test: (module) => FRAME_SHARED.test(module.resource ?? ''),
      name: 'frame-shared',
      chunks: 'async',
      enforce: true,
    },
  },
};

const API_PATHS = ['/sanctum/**', '/*/employment-agency/api/**'];

/** Our TypeScript and TSX through swc (also the prerender's build: scripts/lib/prerender.mjs). */
function typescriptRule({ development = false } = {}) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development } },
          target: 'es2020',
        },
      },
    },
  };
}

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
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        // The runtime plugin that provides the federation runtime to remotes is CommonJS and
        // would pull in a second, CommonJS copy of runtime-core: point both at the ESM build.
        alias: isShell ? { '@module-federation/runtime-core$': runtimeCoreEsm() } : {},
      },
      module: {
        rules: [
          typescriptRule({ development: !prod }),
          // zod's locales: English only in the browser (zod-locales-loader.cjs).
          {
            test: /[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/,
            use: path.join(__dirname, 'zod-locales-loader.cjs'),
          },
          // FullCalendar's CSS without its unused data: icon font (fullcalendar-icons-loader.cjs).
          {
            test: /[\\/]@fullcalendar[\\/]core[\\/]internal-common\.js$/,
            use: path.join(__dirname, 'fullcalendar-icons-loader.cjs'),
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
          shared: sharedDeps(dir, { eager: isShell }),
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          // A singleton already on the page wins over a newer copy a remote brings; with
          // strictVersion a remote that needs a newer one fails (its fallback says why).
          shareStrategy: 'loaded-first',
          // One federation runtime per page: the shell provides it and production remotes use it
          // (about 25 KiB gzip less per remote). In dev a remote keeps its own so it runs standalone.
          experiments: isShell
            ? { provideExternalRuntime: true }
            : { externalRuntime: prod && !process.env.STANDALONE_REMOTES },
        }),
        // Production remotes use the shell's federation runtime: their page says so. Dev
        // servers (and STANDALONE_REMOTES builds) render the remote on its own.
        prod && !isShell && !process.env.STANDALONE_REMOTES
          ? new HtmlWebpackPlugin({ title, inject: false, templateContent: remotePage(dir, title) })
          : new HtmlWebpackPlugin({
              title,
              // Absolute script URLs: a deep link or reload on a dev server is not blank.
              publicPath: '/',
              templateContent: `<!doctype html><html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="${FAVICON}"><title>${title}</title></head><body><div id="root"></div></body></html>`,
            }),
        ...(isShell && prod ? [new EntryScriptsFirstPlugin()] : []),
        // A chunk that fails to load is fetched again before webpack marks it failed.
        new ChunkRetryPlugin(),
        ...(fs.existsSync(path.join(dir, 'section.json'))
          ? [new SectionFilePlugin(path.join(dir, 'section.json'))]
          : []),
        ...(prod ? [new PreloadListPlugin(), new PrecompressPlugin()] : []),
      ],
      optimization: prod
        ? {
            minimize: true,
            minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })],
            ...(isShell ? { splitChunks: SHELL_SPLIT } : {}),
          }
        : {},
      performance: { hints: false },
      stats: 'errors-warnings',
      // 'error': the manifest plugin warns on every build that publicPath 'auto' resolves at run time.
      infrastructureLogging: { level: 'error' },
      devServer: {
        // DEV_PORT: another port for a dev server started alone (scripts/dev.mjs <app>).
        port: Number(process.env.DEV_PORT) || meta.devPort,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: isShell ? { directory: path.join(dir, 'public') } : false,
        // Every dev server reaches the api on its own origin, so a remote runs standalone.
        proxy: [{ context: API_PATHS, target: apiTarget }],
        client: { overlay: { warnings: false } },
      },
    };
  };
}

module.exports = { createConfig, typescriptRule, FRAME_SHARED };

// preload.json beside mf-manifest.json: the files the page of a route can ask for at once, so the
// browser does not learn of them one chunk after another (api/src/plugins/shell-preload.ts).
// `groups`: the files of each named chunk group: an exposed module (`__federation_expose_Routes`),
// a lazy page (`page.<section>.<route>`, the webpackChunkName of its import in the remote's
// routes.tsx), the shell's frame (`layout`) and its bootstrap (`bootstrap`). `provides`: the files
// of each shared module the build provides lazily (the shell's router and query cache, which
// every page in the frame waits for: shell/src/app/frame-modules.ts). A page in the frame
// preloads them: asked for by the entry only, they came a round trip after it (Lighthouse with a
// session, job page: LCP 2.92 → 2.68 s; the README has the figures). When they were ten files,
// their preloads took the bandwidth the entry's own scripts needed (first paint 3.0 → 3.9 s);
// they are one file now (FRAME_SHARED in ./create-config.cjs) and the router's two.
// mf-manifest.json lists an exposed module's files too, but not reliably: once a vendor chunk was
// split off, it left out the module's own chunk.
class PreloadListPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PreloadListPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'PreloadListPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          const js = (files) => [...files].filter((file) => file.endsWith('.js')).sort();
          const groups = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            groups[name] = js(group.getFiles());
          }
          const provides = {};
          for (const module of compilation.modules) {
            if (module.constructor.name !== 'ProvideSharedModule' || !module.blocks.length)
              continue;
            const group = compilation.chunkGraph.getBlockChunkGroup(module.blocks[0]);
            if (group) provides[module._name] = js(group.getFiles());
          }
          compilation.emitAsset(
            'preload.json',
            new RawSource(JSON.stringify({ groups, provides }, null, 1)),
          );
        },
      );
    });
  }
}

module.exports = { PreloadListPlugin };

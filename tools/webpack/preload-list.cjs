// preload.json beside mf-manifest.json: the files the page of a route can ask for at once, so the
// browser does not learn of them one chunk after another (api/src/plugins/shell-preload.ts).
// `groups`: the files of each named chunk group: an exposed module (`__federation_expose_Routes`),
// a lazy page (`page.<section>.<route>`, the webpackChunkName of its import in the remote's
// routes.tsx), the shell's frame (`layout`). (The shared modules the shell provides lazily are
// left to its entry, which asks for them at once: shell/src/app/frame-modules.ts. Preloaded too,
// they took the bandwidth the entry's own scripts needed: Lighthouse's first paint 3.0 → 3.9 s.)
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
          compilation.emitAsset('preload.json', new RawSource(JSON.stringify({ groups }, null, 1)));
        },
      );
    });
  }
}

module.exports = { PreloadListPlugin };

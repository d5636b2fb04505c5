// The federation share config: one helper for every app, singletons, and the router exports
// the tree-shaken shared react-router must keep.
const path = require('node:path');
const { sharedDeps, usedRouterExports, SINGLETONS } = require('./webpack/shared-deps.cjs');

const shellDir = path.join(__dirname, '../shell');
const routerDom = require(require.resolve('react-router-dom', { paths: [shellDir] }));

describe('shared-deps', () => {
  it('shares every singleton with the version range the app declares', () => {
    const shared = sharedDeps(shellDir);
    for (const name of SINGLETONS) expect(shared[name].singleton).toBe(true);
    expect(shared.react.requiredVersion).toMatch(/^\^19\./);
    expect(shared['@portal/shared/'].requiredVersion).toBe(false);
  });

  it('keeps every router export the apps import, and only real exports', () => {
    const used = usedRouterExports();
    expect(used).toEqual(
      expect.arrayContaining(['BrowserRouter', 'Routes', 'Route', 'useNavigate']),
    );
    for (const name of used) expect(routerDom[name]).toBeDefined();
    const shared = sharedDeps(shellDir);
    expect(shared['react-router-dom'].treeShaking.usedExports).toEqual(used);
    expect(shared['react-router'].treeShaking.usedExports).toEqual(used);
  });
});

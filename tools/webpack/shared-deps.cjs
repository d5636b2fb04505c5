// The one `shared` config of every app: the same singletons with the same version rules,
// so the composed page has one React, one router, one store and one toaster.
const path = require('node:path');

const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  'zustand',
  'styled-components',
  'sonner',
  '@portal/shared/',
];

function versionOf(appDir, name) {
  const pkgName = name.replace(/\/$/, '');
  const own = require(path.join(appDir, 'package.json'));
  const declared = { ...own.dependencies, ...own.devDependencies, ...own.peerDependencies };
  return declared[pkgName];
}

function sharedDeps(appDir) {
  return Object.fromEntries(
    SINGLETONS.map((name) => [
      name,
      {
        singleton: true,
        // workspace:* is not a semver range; the shared package is always the shell's copy.
        requiredVersion: name.startsWith('@portal/') ? false : versionOf(appDir, name),
      },
    ]),
  );
}

module.exports = { sharedDeps, SINGLETONS };

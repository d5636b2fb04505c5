// The one `shared` config of every app: the same singletons with the same version rules,
// so the composed page has one React, one router, one store and one toaster.
const fs = require('node:fs');
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
  '@tanstack/react-query',
  '@portal/shared/',
];

const WORKSPACE = path.resolve(__dirname, '../..');
const ROUTER_PACKAGES = ['react-router', 'react-router-dom'];

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The router exports the product code of every app imports. Shared modules are otherwise not
 * tree-shaken, and react-router alone would cost about 60 KiB gzip on the login page; this list
 * lets the federation tree-shake it while still providing one router to every app. It is read
 * from the sources at build time, so a new import is never missing from it.
 */
function usedRouterExports() {
  const apps = fs
    .readdirSync(WORKSPACE)
    .filter((d) => d === 'shell' || d === 'shared' || d.startsWith('remote-'));
  const names = new Set();
  const pattern = /import\s*\{([^}]+)\}\s*from\s*'react-router(?:-dom)?'/g;
  for (const file of apps.flatMap((app) => sourceFiles(path.join(WORKSPACE, app, 'src')))) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(pattern)) {
      for (const raw of match[1].split(',')) {
        const name = raw
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (name && !raw.trim().startsWith('type ')) names.add(name);
      }
    }
  }
  return [...names].sort();
}

function versionOf(appDir, name) {
  const pkgName = name.replace(/\/$/, '');
  const own = require(path.join(appDir, 'package.json'));
  const declared = { ...own.dependencies, ...own.devDependencies, ...own.peerDependencies };
  return declared[pkgName];
}

function sharedDeps(appDir) {
  const routerExports = usedRouterExports();
  return Object.fromEntries(
    SINGLETONS.map((name) => [
      name,
      {
        singleton: true,
        // workspace:* is not a semver range; the shared package is always the shell's copy.
        requiredVersion: name.startsWith('@portal/') ? false : versionOf(appDir, name),
        ...(ROUTER_PACKAGES.includes(name)
          ? { treeShaking: { mode: 'runtime-infer', usedExports: routerExports } }
          : {}),
      },
    ]),
  );
}

module.exports = { sharedDeps, usedRouterExports, SINGLETONS };

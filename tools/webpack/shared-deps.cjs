// The one `shared` config of every app. Three kinds of shared modules:
//  1. SINGLETONS: third-party packages that must be one instance on the page (one React, one
//     router, one store library, one toaster). `strictVersion`: a remote built against a version
//     the page cannot satisfy fails to load (fallback with its reason) instead of running on the
//     wrong copy. Add a package name to the plain list to make it one more singleton.
//  2. SHARED_STATEFUL: the modules of @portal/shared that hold page state (the HTTP client's
//     session state, the stores, the toaster and loading overlay, the query cache, the live
//     updates). Singletons with `requiredVersion: ^<major>.<minor>.0` of the @portal/shared
//     version the app was built against, strict: a remote built against a newer minor (a new
//     export, a changed stateful module) than the page provides fails with a clear reason, never
//     silently runs the older code. A patch release (a fixed or restyled stateless helper or
//     component) stays compatible.
//  3. Every other module of @portal/shared (stateless helpers and UI): shared only between apps
//     built against the very same @portal/shared version (exact requiredVersion, not a
//     singleton); an app built against another version uses the copy bundled into it. A changed
//     label or component therefore shows in the remote that was rebuilt and leaks into no other.
// The whole router is shared (no tree-shaking): a remote rebuilt alone may use any export.
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
];

/** Module paths of @portal/shared (below src/) that must be one instance on the page. */
const SHARED_STATEFUL = [
  'http',
  'feedback',
  'stores',
  'api-get-matched-companies',
  'api-get-sidebar-badges',
  'scroll-lock',
  'query-client',
  'live-updates',
  'ui/feedback-root',
  'ui/loading-overlay',
];

const SHARED_PACKAGE = '@portal/shared';

function declaredVersion(appDir, name) {
  const pkgName = name.replace(/\/$/, '');
  const own = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  return { ...own.dependencies, ...own.devDependencies, ...own.peerDependencies }[pkgName];
}

/** The @portal/shared package this app resolves (the workspace's, or a copy in a skew test). */
function sharedPackageDir(appDir) {
  const linked = path.join(appDir, 'node_modules', SHARED_PACKAGE);
  if (fs.existsSync(linked)) return fs.realpathSync(linked);
  // The shared package itself (its own tests) or an app without the link yet.
  return path.resolve(__dirname, '../../shared');
}

function sharedVersion(appDir) {
  const dir = sharedPackageDir(appDir);
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
}

/** The stateful modules that exist in this checkout (query-client may come later). */
function statefulModules(appDir) {
  const src = path.join(sharedPackageDir(appDir), 'src');
  return SHARED_STATEFUL.filter((m) =>
    ['.ts', '.tsx'].some((ext) => fs.existsSync(path.join(src, m + ext))),
  );
}

/** `1.4.2` → `^1.4.0`: what a stateful module built at that version needs from the page. */
function compatibleRange(version) {
  const [major, minor] = version.split('.');
  return `^${major}.${minor}.0`;
}

function sharedDeps(appDir) {
  const version = sharedVersion(appDir);
  const config = {};
  for (const name of SINGLETONS) {
    config[name] = {
      singleton: true,
      strictVersion: true,
      requiredVersion: declaredVersion(appDir, name),
    };
  }
  for (const module of statefulModules(appDir)) {
    config[`${SHARED_PACKAGE}/${module}`] = {
      singleton: true,
      strictVersion: true,
      version,
      requiredVersion: compatibleRange(version),
    };
  }
  config[`${SHARED_PACKAGE}/`] = {
    singleton: false,
    version,
    requiredVersion: version,
  };
  return config;
}

module.exports = {
  sharedDeps,
  sharedVersion,
  compatibleRange,
  statefulModules,
  SINGLETONS,
  SHARED_STATEFUL,
};

// The one `shared` config of every app. Three kinds of shared modules:
//  1. SINGLETONS: third-party packages that must be one instance on the page (one React, one
//     router, one store library, one toaster). `strictVersion`: a remote built against a version
//     the page cannot satisfy fails to load (fallback with its reason) instead of running on the
//     wrong copy. Add a package name to the plain list to make it one more singleton.
//  2. SHARED_STATEFUL: the modules of @portal/shared that hold page state (the HTTP client's
//     session state, the stores, the toaster and loading overlay, the query cache, the live
//     updates). Singletons with `requiredVersion: ^<major>.<minor>.0` of the @portal/shared
//     version in which that module last changed (tools/shared-stateful-versions.json), strict: a remote built against a newer minor (a new
//     export, a changed stateful module) than the page provides fails with a clear reason, never
//     silently runs the older code. A patch release (a fixed or restyled stateless helper or
//     component) stays compatible.
//  3. Every other module of @portal/shared (stateless helpers and UI) that the shell carries:
//     shared only between apps built against the very same @portal/shared version (exact
//     requiredVersion, not a singleton); an app built against another version uses the copy
//     bundled into it. A changed label or component therefore shows in the remote that was
//     rebuilt and leaks into no other. The stateless modules the shell does not carry (dates,
//     the contracts and zod, modals…) a remote bundles like its own code: shared, each came in a
//     chunk of its own, one round trip after the module that imports it (a cold job page waited
//     for four such waves). The price: a second section brings its own copy of what the first
//     one had loaded (luxon, zod), once, and mostly while the browser is idle (the prefetch).
//  Not shared at all: the composer's editor (TipTap and ProseMirror, imported only by
//     @portal/shared/ui/rich-text-editor, which ui/composer loads with import()). ProseMirror's
//     packages check each other with instanceof (a Selection of prosemirror-state, a Node of
//     prosemirror-model), so sharing them package by package could mix the copies of two remotes'
//     builds on one page; bundled, each app that shows a composer has the whole editor in its own
//     lazy chunks, fetched when a composer is first used (focus, typing, the template picker) and
//     never by the shell, a login, a list or a page that merely shows a composer.
// The shell is the host: it always loads first and provides these modules to every remote, so its
// copies are eager (in its entry files, no request per module before the first screen). The
// router stays lazy (its shared copy is tree-shaken, which eager does not allow), and so does any
// @portal/shared module that imports it (an eager module cannot import a lazy shared one).
// The shared router is tree-shaken to the export list of router-exports.json, a contract: an
// app whose code imports a router export missing from it does not build (routerContractCheck),
// so a remote rebuilt alone can never meet a router without the export it calls.
const fs = require('node:fs');
const path = require('node:path');
const ROUTER_CONTRACT = require('./router-exports.json').exports;

const ROUTER_PACKAGES = ['react-router', 'react-router-dom'];

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
  // One form library instance: the shared field adapter (ui/form-field) and every app's <Form>
  // must read the same react-final-form context.
  'final-form',
  'react-final-form',
];

/** Module paths of @portal/shared (below src/) that must be one instance on the page. */
const SHARED_STATEFUL = [
  'http',
  'feedback',
  'stores',
  // What every frame reads (matched companies, sidebar badges, the support contact): one entry each.
  'frame-queries',
  'scroll-lock',
  'query-client',
  'live-updates',
  'ui/feedback-root',
  'ui/loading-overlay',
  // The page titles' store: remotes write it, the shell's route announcer reads it.
  'ui/document-title',
];

const SHARED_PACKAGE = '@portal/shared';

function declaredVersion(appDir, name) {
  const pkgName = name.replace(/\/$/, '');
  const own = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  return { ...own.dependencies, ...own.devDependencies, ...own.peerDependencies }[pkgName];
}

/** The version of a package as this app has it installed; undefined when it has not. */
function installedVersion(appDir, name) {
  try {
    const file = require.resolve(`${name.replace(/\/$/, '')}/package.json`, { paths: [appDir] });
    return JSON.parse(fs.readFileSync(file, 'utf8')).version;
  } catch {
    return undefined;
  }
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

const STATEFUL_VERSIONS = path.join(__dirname, '../shared-stateful-versions.json');

function resolveSource(base) {
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * One file of @portal/shared as it runs: TypeScript's output without types, type-only imports
 * and comments. A stateful module's version follows this, so editing a type, a zod schema the
 * module only names as a type, or a comment never forces a release.
 */
function runtimeCode(file) {
  const ts = require('typescript');
  return ts.transpileModule(fs.readFileSync(file, 'utf8'), {
    fileName: file,
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      jsx: ts.JsxEmit.ReactJSX,
      removeComments: true,
    },
  }).outputText;
}

/**
 * Hash of one stateful module as it is built into its shared chunk: the runtime code of its file
 * and of every file it imports by relative path at run time, transitively (modules it imports by
 * package name are shared on their own, with their own versions).
 */
function statefulModuleHash(srcDir, module) {
  const start = resolveSource(path.join(srcDir, module));
  if (!start) return null;
  const code = new Map();
  const queue = [start];
  while (queue.length) {
    const file = queue.shift();
    if (code.has(file)) continue;
    const text = runtimeCode(file);
    code.set(file, text);
    for (const [, spec] of text.matchAll(/(?:from|import)\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const target = resolveSource(path.resolve(path.dirname(file), spec));
      if (target) queue.push(target);
    }
  }
  const hash = require('node:crypto').createHash('sha256');
  for (const file of [...code.keys()].sort()) {
    hash.update(path.relative(srcDir, file)).update('\0').update(code.get(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The names a stateful module exports at run time (values, not types; `* from './x'` as such):
 * a release that takes one away is a major one, since a remote built before it may use it.
 */
function statefulModuleExports(srcDir, module) {
  const ts = require('typescript');
  const file = resolveSource(path.join(srcDir, module));
  if (!file) return [];
  const source = ts.createSourceFile(file, runtimeCode(file), ts.ScriptTarget.ES2022);
  const names = [];
  const exported = (node) =>
    (ts.getModifiers?.(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement) && exported(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
      }
    } else if (
      (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) &&
      exported(statement) &&
      statement.name
    ) {
      names.push(statement.name.text);
    } else if (ts.isExportDeclaration(statement)) {
      const clause = statement.exportClause;
      if (!clause) names.push(`* from ${statement.moduleSpecifier.text}`);
      else if (ts.isNamedExports(clause)) names.push(...clause.elements.map((e) => e.name.text));
    }
  }
  return [...new Set(names)].sort();
}

function recordedStatefulVersions() {
  try {
    return JSON.parse(fs.readFileSync(STATEFUL_VERSIONS, 'utf8')).modules ?? {};
  } catch {
    return {};
  }
}

/**
 * The @portal/shared version of a stateful module's last change (tools/shared-stateful-versions.json,
 * recorded by `node tools/shared-version.cjs`). A module whose code differs from the record (not
 * recorded yet, or changed in this build's copy of the package) counts as changed in `version`.
 */
function statefulVersion(appDir, module, version) {
  const record = recordedStatefulVersions()[module];
  const hash = statefulModuleHash(path.join(sharedPackageDir(appDir), 'src'), module);
  return record && record.hash === hash ? record.version : version;
}

/** `1.4.2` → `^1.4.0`: what a stateful module built at that version needs from the page. */
function compatibleRange(version) {
  const [major, minor] = version.split('.');
  return `^${major}.${minor}.0`;
}

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const ROUTER_SOURCE = `'react-router(?:-dom)?'|"react-router(?:-dom)?"`;

/** `a, type B, c as d` → ['a', 'c'] (the exported names, type-only ones excepted). */
function namesOf(list) {
  return list
    .split(',')
    .map((raw) => raw.trim())
    .filter((raw) => raw && !raw.startsWith('type '))
    .map((raw) => raw.split(/\s+as\s+/)[0]);
}

/**
 * Router exports one file uses: named imports, named re-exports (`export { x } from`), and the
 * members read from a namespace import (`import * as R from …; R.x`). What cannot be checked —
 * `export * from` the router, or a namespace used other than as `R.member` (passed on, indexed)
 * — counts as `*`, never in the contract: the build refuses it.
 */
function routerExportsOf(source) {
  const names = new Set();
  const named = new RegExp(
    `(?:import|export)\\s*(type\\s+)?\\{([^}]+)\\}\\s*from\\s*(?:${ROUTER_SOURCE})`,
    'g',
  );
  for (const match of source.matchAll(named)) {
    if (!match[1]) for (const name of namesOf(match[2])) names.add(name);
  }
  if (new RegExp(`export\\s*\\*\\s*(?:as\\s+\\w+\\s*)?from\\s*(?:${ROUTER_SOURCE})`).test(source)) {
    names.add('*');
  }
  const namespace = new RegExp(
    `import\\s*(?!type\\b)\\*\\s*as\\s+(\\w+)\\s*from\\s*(?:${ROUTER_SOURCE})`,
    'g',
  );
  for (const [statement, alias] of source.matchAll(namespace)) {
    const rest = source.replace(statement, '');
    for (const [, member] of rest.matchAll(new RegExp(`\\b${alias}\\s*\\??\\.\\s*(\\w+)`, 'g'))) {
      names.add(member);
    }
    // Any other use of the namespace: R[name], f(R), const { x } = R …
    const bare = rest.replace(new RegExp(`\\b${alias}\\s*\\??\\.\\s*\\w+`, 'g'), '');
    if (new RegExp(`(?<![\\w.$])${alias}(?![\\w$])`).test(bare)) names.add('*');
  }
  return names;
}

/** Router exports the product code under `srcDirs` uses (type-only imports excepted). */
function importedRouterExports(srcDirs) {
  const names = new Set();
  for (const file of srcDirs.flatMap(sourceFiles)) {
    for (const name of routerExportsOf(fs.readFileSync(file, 'utf8'))) names.add(name);
  }
  return [...names].sort();
}

/** Throws (the build fails) when the app or its @portal/shared imports a non-contract export. */
function routerContractCheck(appDir) {
  const srcDirs = [path.join(appDir, 'src'), path.join(sharedPackageDir(appDir), 'src')];
  const missing = importedRouterExports(srcDirs).filter((n) => !ROUTER_CONTRACT.includes(n));
  if (missing.length) {
    throw new Error(
      `${path.basename(appDir)} imports react-router exports outside the shared router contract: ` +
        `${missing.map((n) => (n === '*' ? '* (export * or a namespace used whole)' : n)).join(', ')}. Add them to tools/webpack/router-exports.json, deploy the shell ` +
        'first (it provides the router), then this app.',
    );
  }
}

/**
 * Modules of @portal/shared that import the router (not only its types), as `ui/x`. An eager
 * module must not import a shared module that is not eager, and the router is never eager (its
 * shared copy is tree-shaken to the contract): these stay lazy where everything else is eager.
 */
function routerDependentModules(appDir) {
  const src = path.join(sharedPackageDir(appDir), 'src');
  return sourceFiles(src)
    .filter((file) =>
      /^(?:import|export)\s+(?:\{[^}]*\}|\*\s*as\s+\w+|\*)\s*from\s*'react-router(?:-dom)?'/m.test(
        fs.readFileSync(file, 'utf8'),
      ),
    )
    .map((file) =>
      path
        .relative(src, file)
        .replace(/\.tsx?$/, '')
        .split(path.sep)
        .join('/'),
    );
}

/** Packages the shell never provides eagerly: the router (tree-shaken) and the query cache. */
const LAZY_PACKAGES = [...ROUTER_PACKAGES, '@tanstack/react-query'];

/** A shared module as `ui/x` → the `ui/x` modules it imports (by package name or relative path). */
function sharedImports(src, file) {
  const text = fs.readFileSync(file, 'utf8');
  const found = [];
  for (const [, spec] of text.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s*'([^']+)'/gm)) {
    const target = spec.startsWith(`${SHARED_PACKAGE}/`)
      ? path.join(src, spec.slice(SHARED_PACKAGE.length + 1))
      : spec.startsWith('.')
        ? path.resolve(path.dirname(file), spec)
        : null;
    if (target) found.push(path.relative(src, target).split(path.sep).join('/'));
  }
  return found;
}

/**
 * Modules of @portal/shared that need the query cache (@tanstack/react-query), directly or through
 * another shared module, as `ui/x`. The shell provides them lazily: only its logged-in frame uses
 * them, so the login page's first load never carries the cache (an eager module must not import a
 * lazy one, hence the whole chain).
 */
function queryCacheModules(appDir) {
  const src = path.join(sharedPackageDir(appDir), 'src');
  const modules = new Map(
    sourceFiles(src).map((file) => [
      path
        .relative(src, file)
        .replace(/\.tsx?$/, '')
        .split(path.sep)
        .join('/'),
      file,
    ]),
  );
  const needs = new Set(
    [...modules]
      .filter(([, file]) =>
        /^import\s+(?!type\s)[^;]*from\s*'@tanstack\/react-query'/m.test(
          fs.readFileSync(file, 'utf8'),
        ),
      )
      .map(([name]) => name),
  );
  for (let grew = true; grew;) {
    grew = false;
    for (const [name, file] of modules) {
      if (needs.has(name)) continue;
      if (sharedImports(src, file).some((imported) => needs.has(imported))) {
        needs.add(name);
        grew = true;
      }
    }
  }
  return [...needs].sort();
}

const SHELL_SRC = path.resolve(__dirname, '../../shell/src');

/**
 * The modules of @portal/shared the shell provides (as `ui/x`): those its code imports by package
 * name, directly or through the shared files it imports (relative imports are bundled with their
 * importer; their package-name imports count). Null when the shell's sources are not here.
 */
function shellCarriedModules(appDir, shellSrc = SHELL_SRC) {
  if (!fs.existsSync(shellSrc)) return null;
  const src = path.join(sharedPackageDir(appDir), 'src');
  const carried = new Set();
  const seen = new Set();
  const queue = sourceFiles(shellSrc);
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    const specs = text.matchAll(
      /^(?:(?:import|export)\s+(?!type\s)[^;]*?from\s*|import\s*)'([^']+)'/gm,
    );
    for (const [, spec] of specs) {
      let target = null;
      if (spec.startsWith(`${SHARED_PACKAGE}/`)) {
        const module = spec.slice(SHARED_PACKAGE.length + 1);
        carried.add(module);
        target = path.join(src, module);
      } else if (spec.startsWith('.') && file.startsWith(src)) {
        target = path.resolve(path.dirname(file), spec);
      }
      const resolved = target && resolveSource(target);
      if (resolved) queue.push(resolved);
    }
  }
  return [...carried].sort();
}

/**
 * The `shared` config of one app. `eager` (the shell): its shared modules are in its entry
 * file, so the page needs no request per module before the first render; remotes stay lazy.
 */
function sharedDeps(appDir, { eager = false } = {}) {
  routerContractCheck(appDir);
  const version = sharedVersion(appDir);
  const config = {};
  for (const name of SINGLETONS) {
    const installed = installedVersion(appDir, name);
    config[name] = {
      singleton: true,
      strictVersion: true,
      // Given, not inferred: webpack reads no version for a package reached through the shared
      // package's files (react-final-form via ui/form-field) and would provide it as 0.
      ...(installed ? { version: installed } : {}),
      requiredVersion: declaredVersion(appDir, name),
      ...(ROUTER_PACKAGES.includes(name)
        ? { treeShaking: { mode: 'runtime-infer', usedExports: ROUTER_CONTRACT } }
        : {}),
    };
  }
  // Each stateful module requires the version of its own last change: a minor release that
  // changed only other modules (a new stateless export) keeps every remote compatible.
  for (const module of statefulModules(appDir)) {
    config[`${SHARED_PACKAGE}/${module}`] = {
      singleton: true,
      strictVersion: true,
      version,
      requiredVersion: compatibleRange(statefulVersion(appDir, module, version)),
    };
  }
  const stateless = { singleton: false, version, requiredVersion: version };
  const carried = eager ? null : shellCarriedModules(appDir);
  if (carried) {
    // A remote shares only the stateless modules the shell carries (the page has them already);
    // the others it bundles, so its page's code arrives with its chunks, not one module at a time.
    for (const module of carried) config[`${SHARED_PACKAGE}/${module}`] ??= { ...stateless };
  } else {
    config[`${SHARED_PACKAGE}/`] = stateless;
  }
  if (eager) {
    const lazy = [
      ...routerDependentModules(appDir),
      ...queryCacheModules(appDir).filter((m) => !routerDependentModules(appDir).includes(m)),
    ].map((module) => `${SHARED_PACKAGE}/${module}`);
    for (const name of lazy) config[name] = { ...(config[name] ?? config[`${SHARED_PACKAGE}/`]) };
    for (const [name, entry] of Object.entries(config)) {
      if (!LAZY_PACKAGES.includes(name) && !lazy.includes(name)) entry.eager = true;
    }
  }
  return config;
}

module.exports = {
  sharedDeps,
  shellCarriedModules,
  routerContractCheck,
  routerDependentModules,
  queryCacheModules,
  importedRouterExports,
  ROUTER_CONTRACT,
  sharedVersion,
  compatibleRange,
  statefulModules,
  statefulModuleHash,
  statefulModuleExports,
  statefulVersion,
  SINGLETONS,
  SHARED_STATEFUL,
};

// The federation share config: strict singletons for what must be one instance, the stateful
// modules of @portal/shared as singletons needing the minor they were built against, every other
// shared module only between apps built against the very same version, the whole router.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const {
  sharedDeps,
  sharedVersion,
  compatibleRange,
  SINGLETONS,
  SHARED_STATEFUL,
  shellCarriedModules,
} = require('./webpack/shared-deps.cjs');
const { FRAME_SHARED } = require('./webpack/create-config.cjs');

const root = path.join(__dirname, '..');
const shellDir = path.join(root, 'shell');

describe('shared-deps', () => {
  const shared = sharedDeps(shellDir);
  const version = sharedVersion(shellDir);

  it('shares every third-party singleton strictly, with the range the app declares', () => {
    for (const name of SINGLETONS) {
      expect(shared[name]).toMatchObject({ singleton: true, strictVersion: true });
    }
    expect(shared.react.requiredVersion).toMatch(/^\^19\./);
  });

  it('makes the stateful @portal/shared modules strict singletons requiring the version of their own last change', () => {
    expect(version).toBe(require(path.join(root, 'shared/package.json')).version);
    const records = require('./shared-stateful-versions.json').modules;
    for (const module of ['http', 'feedback', 'stores', 'ui/feedback-root']) {
      expect(shared[`@portal/shared/${module}`]).toEqual({
        singleton: true,
        strictVersion: true,
        version,
        requiredVersion: compatibleRange(records[module].version),
      });
    }
    expect(compatibleRange('1.4.2')).toBe('^1.4.0');
  });

  it('requires the package version of a stateful module whose code differs from its record', () => {
    const { statefulVersion, statefulModuleHash } = require('./webpack/shared-deps.cjs');
    const records = require('./shared-stateful-versions.json').modules;
    const src = path.join(root, 'shared/src');
    expect(statefulModuleHash(src, 'feedback')).toBe(records.feedback.hash);
    expect(statefulVersion(path.join(root, 'remote-jobs'), 'feedback', '9.9.9')).toBe(
      records.feedback.version,
    );
    // A copy of the package whose feedback module changed: counted as changed in its version.
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-copy-'));
    fs.cpSync(src, path.join(copy, 'shared/src'), { recursive: true });
    fs.appendFileSync(path.join(copy, 'shared/src/feedback.ts'), '\nexport const probe = 1;\n');
    fs.mkdirSync(path.join(copy, 'app/node_modules/@portal'), { recursive: true });
    fs.symlinkSync(path.join(copy, 'shared'), path.join(copy, 'app/node_modules/@portal/shared'));
    expect(statefulVersion(path.join(copy, 'app'), 'feedback', '9.9.9')).toBe('9.9.9');
    fs.rmSync(copy, { recursive: true, force: true });
  });

  it('makes a remote share the stateless modules the shell carries, at the exact version, and bundle the rest', () => {
    const remote = sharedDeps(path.join(root, 'remote-jobs'));
    const carried = shellCarriedModules(path.join(root, 'remote-jobs'));
    // What the shell imports, directly or through shared files (its provided-shared.ts too).
    expect(carried).toEqual(
      expect.arrayContaining(['ui/layout', 'ui/field', 'call-query', 'site']),
    );
    // Never a module only remotes use: its chunks would come one shared module at a time.
    expect(carried).not.toContain('format');
    expect(carried).not.toContain('ui/modal');
    for (const module of carried.filter((m) => !SHARED_STATEFUL.includes(m))) {
      expect(remote[`@portal/shared/${module}`]).toEqual({
        singleton: false,
        version,
        requiredVersion: version,
      });
    }
    expect(remote['@portal/shared/']).toBeUndefined();
    expect(remote['@portal/shared/format']).toBeUndefined();
    // Without the shell's sources (a build outside the workspace) there is no list to follow.
    expect(shellCarriedModules(path.join(root, 'remote-jobs'), '/nonexistent')).toBeNull();
  });

  it('asks for every module the shell provides lazily at once on a page in the frame (frame-modules.ts)', () => {
    const eager = sharedDeps(shellDir, { eager: true });
    const carried = shellCarriedModules(shellDir);
    const lazy = Object.entries(eager)
      .filter(([name, entry]) => !entry.eager && !name.endsWith('/'))
      .map(([name]) => name)
      .filter((name) => !name.startsWith('@portal/shared/') || carried.includes(name.slice(15)));
    const listed = [
      ...fs
        .readFileSync(path.join(shellDir, 'src/app/frame-modules.ts'), 'utf8')
        .matchAll(/import\('([^']+)'\)/g),
    ].map((match) => match[1]);
    expect([...listed].sort()).toEqual([...lazy].sort());
  });

  it('puts the frame modules the logged-out pages do not load in one file (FRAME_SHARED)', () => {
    const listed = [
      ...fs
        .readFileSync(path.join(shellDir, 'src/app/frame-modules.ts'), 'utf8')
        .matchAll(/import\('([^']+)'\)/g),
    ].map((match) => match[1]);
    // The router and the site id: the login page's too, so they keep files of their own.
    const ownFiles = ['react-router', 'react-router-dom', '@portal/shared/use-site-id'];
    const resourceOf = (name) =>
      name.startsWith('@portal/shared/')
        ? path.join(
            root,
            'shared/src',
            `${name.slice(15)}${name.includes('/ui/') ? '.tsx' : '.ts'}`,
          )
        : path.join(root, 'node_modules', name, 'index.js');
    for (const name of listed) {
      expect([name, FRAME_SHARED.test(resourceOf(name))]).toEqual([name, !ownFiles.includes(name)]);
    }
  });

  it('makes the shell (the host) provide its copies eagerly, except the router and its users', () => {
    const eager = sharedDeps(shellDir, { eager: true });
    expect(eager.react).toMatchObject({ singleton: true, strictVersion: true, eager: true });
    expect(eager['@portal/shared/http']).toMatchObject({ singleton: true, eager: true });
    expect(eager['@portal/shared/']).toMatchObject({ requiredVersion: version, eager: true });
    // The router's shared copy is tree-shaken (not allowed with eager) ...
    expect(eager['react-router-dom'].eager).toBeUndefined();
    expect(eager['react-router-dom'].treeShaking).toBeDefined();
    // ... and an eager module importing it would call it before it is loaded.
    expect(eager['@portal/shared/use-site-id']).toEqual({
      singleton: false,
      version,
      requiredVersion: version,
    });
    // A remote's copies stay lazy: the shell's are on the page first.
    expect(Object.values(shared).some((entry) => entry.eager)).toBe(false);
  });

  it('leaves the composer editor (TipTap, ProseMirror) unshared: bundled into each app’s lazy chunk', () => {
    for (const app of ['shell', 'remote-messaging', 'remote-applicants']) {
      const keys = Object.keys(sharedDeps(path.join(root, app), { eager: app === 'shell' }));
      expect(keys.filter((key) => /tiptap|prosemirror/.test(key))).toEqual([]);
    }
    const composer = fs.readFileSync(path.join(root, 'shared/src/ui/composer.tsx'), 'utf8');
    // Only its type is imported statically.
    expect(composer).not.toMatch(/from '@tiptap|^import (?!type )[^;]*'\.\/rich-text-editor'/m);
    expect(composer).toMatch(/import\([^)]*'\.\/rich-text-editor'\)/);
  });

  it('keeps stateful modules closed: stateless files import them by package name only', () => {
    // A relative import would bundle a second copy of the state into a remote's stateless code.
    const src = path.join(root, 'shared/src');
    const stateful = new Set(SHARED_STATEFUL);
    const files = (dir) =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const full = path.join(dir, e.name);
        if (e.isDirectory()) return e.name === 'test' ? [] : files(full);
        return /\.tsx?$/.test(e.name) && !/\.test\./.test(e.name) ? [full] : [];
      });
    const offenders = [];
    for (const file of files(src)) {
      const self = path.relative(src, file).replace(/\.tsx?$/, '');
      if (stateful.has(self)) continue;
      for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
        const target = path.relative(src, path.resolve(path.dirname(file), spec));
        if (stateful.has(target)) offenders.push(`${self} → ${spec}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});

describe('the shared router contract', () => {
  const {
    routerContractCheck,
    importedRouterExports,
    ROUTER_CONTRACT,
  } = require('./webpack/shared-deps.cjs');

  it('tree-shakes the shared router to the contract, which every app keeps to', () => {
    const shared = sharedDeps(shellDir);
    expect(shared['react-router-dom'].treeShaking.usedExports).toEqual(ROUTER_CONTRACT);
    for (const app of ['shell', 'remote-auth', 'remote-messaging', 'remote-jobs']) {
      expect(() => routerContractCheck(path.join(root, app))).not.toThrow();
    }
    const routerDom = require(require.resolve('react-router-dom', { paths: [shellDir] }));
    for (const name of ROUTER_CONTRACT) expect(routerDom[name]).toBeDefined();
    expect(ROUTER_CONTRACT).toContain('generatePath');
  });

  it('fails the build of an app importing a router export outside the contract', () => {
    const app = fs.mkdtempSync(path.join(os.tmpdir(), 'router-contract-'));
    fs.mkdirSync(path.join(app, 'src'));
    fs.writeFileSync(
      path.join(app, 'src/page.tsx'),
      "import { useBlocker, type Location, useParams as params } from 'react-router-dom';\n",
    );
    expect(importedRouterExports([path.join(app, 'src')])).toEqual(['useBlocker', 'useParams']);
    expect(() => routerContractCheck(app)).toThrow(/useBlocker.*router-exports\.json/);
    fs.rmSync(app, { recursive: true, force: true });
  });

  it('sees router exports used through a namespace import or a re-export, and refuses what it cannot see', () => {
    const app = fs.mkdtempSync(path.join(os.tmpdir(), 'router-contract-'));
    fs.mkdirSync(path.join(app, 'src'));
    const check = (source) => {
      fs.writeFileSync(path.join(app, 'src/page.tsx'), source);
      return importedRouterExports([path.join(app, 'src')]);
    };
    expect(
      check(
        "import * as R from 'react-router-dom';\nexport const a = R.href('/x') + R.useParams();\n",
      ),
    ).toEqual(['href', 'useParams']);
    expect(() => routerContractCheck(app)).toThrow(
      /outside the shared router contract: href\. Add them to tools\/webpack\/router-exports\.json/,
    );
    expect(check("export { href, Link as L } from 'react-router';\n")).toEqual(['Link', 'href']);
    expect(check("export * from 'react-router-dom';\n")).toEqual(['*']);
    expect(check("import * as R from 'react-router-dom';\nconst pick = (n) => R[n];\n")).toEqual([
      '*',
    ]);
    expect(() => routerContractCheck(app)).toThrow(/\* \(export \* or a namespace used whole\)/);
    expect(check("import type * as R from 'react-router-dom';\nlet x: R.Location;\n")).toEqual([]);
    expect(check("import * as R from 'react-router-dom';\nR.useNavigate();\n")).toEqual([
      'useNavigate',
    ]);
    expect(() => routerContractCheck(app)).not.toThrow();
    fs.rmSync(app, { recursive: true, force: true });
  });
});

describe('a stateful module’s version follows its runtime code only', () => {
  const { statefulModuleHash } = require('./webpack/shared-deps.cjs');
  function tree(files) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stateful-hash-'));
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
    return dir;
  }
  const base = {
    'http.ts': [
      "import type { Shape } from './contract';",
      "import { retry } from './retry';",
      '// How the client sends.',
      'export const send = (shape: Shape) => retry(() => shape);',
    ].join('\n'),
    'contract.ts': 'export interface Shape { id: number }\n',
    'retry.ts': 'export const retry = <T>(fn: () => T): T => fn();\n',
  };
  const hashOf = (changes) => statefulModuleHash(tree({ ...base, ...changes }), 'http');

  it('ignores comments, types and the files imported for their types only', () => {
    const before = hashOf({});
    expect(hashOf({ 'contract.ts': 'export interface Shape { id: number; name: string }\n' })).toBe(
      before,
    );
    expect(
      hashOf({ 'http.ts': base['http.ts'].replace('// How the client sends.', '// Reworded.') }),
    ).toBe(before);
    expect(
      hashOf({
        'retry.ts': '/** Runs it. */\nexport const retry = <U,>(fn: () => U): U => fn();\n',
      }),
    ).toBe(before);
  });

  it('changes with the code that runs, in the module or a file it imports', () => {
    const before = hashOf({});
    expect(
      hashOf({ 'retry.ts': 'export const retry = <T>(fn: () => T): T => fn() ?? fn();\n' }),
    ).not.toBe(before);
  });
});

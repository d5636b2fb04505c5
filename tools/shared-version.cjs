// The version of @portal/shared must change whenever its code does: apps are built against a
// version (requiredVersion), so two different codes under one version would be the silent
// mismatch federation cannot catch. tools/shared-version.json records the version and a hash of
// shared/src (tests excluded); tools/shared-version.test.cjs fails when they drift apart, and
// `node tools/shared-version.cjs` bumps the version and records the hash; it decides the kind
// from the stateful modules (the only code one app gives another at run time):
//   patch: no stateful module's running code changed (stateless code is shared only between apps
//          built against the very same version: a removed or changed stateless export is a patch)
//   minor: a stateful module's running code changed and it kept every export (deploy the shell first)
//   major: a stateful module lost an export (a remote built before may still use it)
// Types and comments are not running code (shared-deps.cjs runtimeCode).
// Each stateful module also keeps the version of its own last change
// (tools/shared-stateful-versions.json, updated by the same commands): what it requires of the
// page, so a minor release that did not touch it never blocks a remote deployed alone.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const SHARED = path.join(__dirname, '../shared');
const RECORD = path.join(__dirname, 'shared-version.json');

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function sourceHash() {
  const hash = crypto.createHash('sha256');
  for (const file of sourceFiles(path.join(SHARED, 'src')).sort()) {
    hash.update(path.relative(SHARED, file)).update('\0').update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

const packageFile = path.join(SHARED, 'package.json');
const packageVersion = () => JSON.parse(fs.readFileSync(packageFile, 'utf8')).version;
const recorded = () => JSON.parse(fs.readFileSync(RECORD, 'utf8'));

/** The release a change needs, from the stateful modules, with the reason. */
function releaseKind(src = path.join(SHARED, 'src'), records = recordedStateful(), modules) {
  const {
    statefulModules,
    statefulModuleHash,
    statefulModuleExports,
  } = require('./webpack/shared-deps.cjs');
  let kind = { kind: 'patch', why: 'no stateful module changed' };
  for (const module of modules ?? statefulModules(path.join(SHARED, '..', 'shell'))) {
    const record = records[module];
    if (record && record.hash === statefulModuleHash(src, module)) continue;
    const now = statefulModuleExports(src, module);
    const lost = (record?.exports ?? []).filter((name) => !now.includes(name));
    if (lost.length) return { kind: 'major', why: `${module} lost ${lost.join(', ')}` };
    kind = { kind: 'minor', why: `${module} changed` };
  }
  return kind;
}

function bump(kind) {
  const [major, minor, patch] = packageVersion().split('.').map(Number);
  const next = {
    major: `${major + 1}.0.0`,
    minor: `${major}.${minor + 1}.0`,
    patch: `${major}.${minor}.${patch + 1}`,
  }[kind];
  if (!next) throw new Error('usage: node tools/shared-version.cjs [patch|minor|major]');
  const pkg = fs.readFileSync(packageFile, 'utf8');
  fs.writeFileSync(packageFile, pkg.replace(/"version": "[^"]+"/, `"version": "${next}"`));
  fs.writeFileSync(
    RECORD,
    `${JSON.stringify({ version: next, sourceHash: sourceHash() }, null, 2)}\n`,
  );
  recordStateful(next, { all: kind === 'major' });
  return next;
}

const STATEFUL_RECORD = path.join(__dirname, 'shared-stateful-versions.json');

/**
 * Records, for each stateful module whose code differs from its record, `version` as the
 * version of its last change (tools/shared-stateful-versions.json; shared-deps.cjs makes it the
 * module's requiredVersion). A major release records every module at it.
 */
function recordStateful(version, { all = false } = {}) {
  const {
    statefulModules,
    statefulModuleHash,
    statefulModuleExports,
  } = require('./webpack/shared-deps.cjs');
  const file = JSON.parse(fs.readFileSync(STATEFUL_RECORD, 'utf8'));
  const modules = {};
  for (const module of statefulModules(path.join(SHARED, '..', 'shell'))) {
    const src = path.join(SHARED, 'src');
    const hash = statefulModuleHash(src, module);
    const before = file.modules[module];
    const exports = statefulModuleExports(src, module);
    modules[module] =
      !all && before && before.hash === hash ? { ...before, exports } : { version, hash, exports };
  }
  fs.writeFileSync(STATEFUL_RECORD, `${JSON.stringify({ ...file, modules }, null, 2)}\n`);
}

function recordedStateful() {
  return JSON.parse(fs.readFileSync(STATEFUL_RECORD, 'utf8')).modules;
}

if (require.main === module) {
  const kind = process.argv[2];
  if (kind === '--record') {
    fs.writeFileSync(
      RECORD,
      `${JSON.stringify({ version: packageVersion(), sourceHash: sourceHash() }, null, 2)}\n`,
    );
    recordStateful(packageVersion());
  } else if (kind === undefined || kind === 'auto') {
    const decided = releaseKind();
    console.log(`@portal/shared ${bump(decided.kind)} (${decided.kind}: ${decided.why})`);
  } else {
    console.log(`@portal/shared ${bump(kind)}`);
  }
}

module.exports = { sourceHash, packageVersion, recorded, recordedStateful, releaseKind };

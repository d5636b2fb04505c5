// The version of @portal/shared must change whenever its code does: apps are built against a
// version (requiredVersion), so two different codes under one version would be the silent
// mismatch federation cannot catch. tools/shared-version.json records the version and a hash of
// shared/src (tests excluded); tools/shared-version.test.cjs fails when they drift apart, and
// `node tools/shared-version.cjs <patch|minor|major>` bumps the version and records the hash.
//   patch: a fixed or restyled stateless helper or component (old and new shells both serve it)
//   minor: a new export, or any change of a stateful module (http, stores, feedback, ...)
//   major: a removed or changed export
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

function bump(kind) {
  const [major, minor, patch] = packageVersion().split('.').map(Number);
  const next = {
    major: `${major + 1}.0.0`,
    minor: `${major}.${minor + 1}.0`,
    patch: `${major}.${minor}.${patch + 1}`,
  }[kind];
  if (!next) throw new Error('usage: node tools/shared-version.cjs <patch|minor|major>');
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
  const { statefulModules, statefulModuleHash } = require('./webpack/shared-deps.cjs');
  const file = JSON.parse(fs.readFileSync(STATEFUL_RECORD, 'utf8'));
  const modules = {};
  for (const module of statefulModules(path.join(SHARED, '..', 'shell'))) {
    const hash = statefulModuleHash(path.join(SHARED, 'src'), module);
    const before = file.modules[module];
    modules[module] = !all && before && before.hash === hash ? before : { version, hash };
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
  } else {
    console.log(`@portal/shared ${bump(kind)}`);
  }
}

module.exports = { sourceHash, packageVersion, recorded, recordedStateful };

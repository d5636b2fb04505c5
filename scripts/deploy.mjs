// `npm run deploy -- <remote> [--port N | --pointer FILE] [--src DIR] [--no-build] [--no-switch]`
// Deploys ONE remote without touching the shell or another remote: builds only it (production),
// publishes the build as an immutable version under .releases/<remote>/<version>/ and switches
// the deploy pointer of the stack on --port (default 4100) to it. The running stack shows it on
// the next page load; open tabs keep the version they loaded. `--src DIR` builds a copy of the
// remote from another folder (the skew e2e does); `--no-switch` only publishes.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, log, runSync } from './lib/workspace.mjs';
import { REMOTE_DIRS, pointerFileFor, publish, switchPointer } from './lib/releases.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4100' },
    pointer: { type: 'string' },
    src: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    'no-switch': { type: 'boolean', default: false },
  },
});
const dir = positionals[0];
if (!REMOTE_DIRS.includes(dir)) {
  console.error(`usage: npm run deploy -- <${REMOTE_DIRS.join('|')}> [--port N] [--no-switch]`);
  process.exit(2);
}
const source = path.resolve(values.src ?? path.join(ROOT, dir));
const pointerFile = path.resolve(values.pointer ?? pointerFileFor(values.port));

if (!values['no-build']) {
  log(`building ${dir} alone...`);
  // A copy outside the workspace resolves the '@portal/shared/' prefix share (shared-deps.cjs)
  // through Node, which warns of the trailing slash (DEP0155) although nothing is wrong.
  runSync(process.execPath, [
    '--disable-warning=DEP0155',
    path.join(ROOT, 'scripts/build.mjs'),
    source,
  ]);
}
const { version, created } = publish(dir, path.join(source, 'dist'));
log(`${dir} ${version} ${created ? 'published' : 'was already published'}`);
if (!values['no-switch']) {
  const entry = switchPointer(pointerFile, dir, version);
  log(`${dir} now serves ${entry.version} (pointer ${path.relative(ROOT, pointerFile)})`);
  if (entry.previous?.[0]) log(`roll back with: npm run rollback -- ${dir} --port ${values.port}`);
}
process.stdout.write(`${JSON.stringify({ remote: dir, version })}\n`);

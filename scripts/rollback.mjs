// `npm run rollback -- <remote> [--to VERSION | --withdraw] [--port N | --pointer FILE] [--list]`
// Points the remote back at the version it served before (or at a published VERSION): a pointer
// switch, nothing is rebuilt. `--withdraw` takes the remote out of the pointer altogether (the
// rollback of a new section to before it existed: the shell's sidebar and routes lose it on the
// next page load). `--list` prints the published versions and the pointer.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, log } from './lib/workspace.mjs';
import {
  REMOTE_DIRS,
  federationName,
  pointerFileFor,
  publishedVersions,
  readPointer,
  rollBackPointer,
  withdrawPointer,
} from './lib/releases.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4100' },
    pointer: { type: 'string' },
    to: { type: 'string' },
    withdraw: { type: 'boolean', default: false },
    list: { type: 'boolean', default: false },
  },
});
const dir = positionals[0];
if (!REMOTE_DIRS.includes(dir)) {
  console.error(
    `usage: npm run rollback -- <${REMOTE_DIRS.join('|')}> [--to VERSION | --withdraw] [--list]`,
  );
  process.exit(2);
}
const pointerFile = path.resolve(values.pointer ?? pointerFileFor(values.port));
if (values.list) {
  const entry = readPointer(pointerFile)[federationName(dir)];
  for (const v of publishedVersions(dir)) console.log(`${v === entry?.version ? '*' : ' '} ${v}`);
  process.exit(0);
}
if (values.withdraw) {
  withdrawPointer(pointerFile, dir);
  log(
    `${dir} withdrawn: the shell no longer loads it (pointer ${path.relative(ROOT, pointerFile)})`,
  );
  process.stdout.write(`${JSON.stringify({ remote: dir, version: null })}\n`);
  process.exit(0);
}
try {
  const entry = rollBackPointer(pointerFile, dir, values.to);
  log(`${dir} now serves ${entry.version} (pointer ${path.relative(ROOT, pointerFile)})`);
  process.stdout.write(`${JSON.stringify({ remote: dir, version: entry.version })}\n`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

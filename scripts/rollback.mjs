// `npm run rollback -- <remote> [--to VERSION] [--port N | --pointer FILE] [--list]`
// Points the remote back at the version it served before (or at a published VERSION): a pointer
// switch, nothing is rebuilt. `--list` prints the published versions and the pointer.
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
} from './lib/releases.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4100' },
    pointer: { type: 'string' },
    to: { type: 'string' },
    list: { type: 'boolean', default: false },
  },
});
const dir = positionals[0];
if (!REMOTE_DIRS.includes(dir)) {
  console.error(`usage: npm run rollback -- <${REMOTE_DIRS.join('|')}> [--to VERSION] [--list]`);
  process.exit(2);
}
const pointerFile = path.resolve(values.pointer ?? pointerFileFor(values.port));
if (values.list) {
  const entry = readPointer(pointerFile)[federationName(dir)];
  for (const v of publishedVersions(dir)) console.log(`${v === entry?.version ? '*' : ' '} ${v}`);
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

// Tokyo-time math lives in shared/src/tokyo-time.ts only (luxon): no hand-made +9 hour offsets
// in the apps or the api. Tests and the demo seed's fixed texts may write '+09:00' literally.
const fs = require('node:fs');
const path = require('node:path');
const { REMOTES } = require('./webpack/apps.cjs');

const ROOT = path.resolve(__dirname, '..');
const DIRS = [
  'shared/src',
  'api/src',
  'shell/src',
  ...REMOTES.map((remote) => `${remote.dir}/src`),
];
const OFFSET_MATH =
  /9\s*\*\s*(?:3_?600_?000|60\s*\*\s*60(?:\s*\*\s*1000)?)|TOKYO_OFFSET|\+09:00`|\+\s*'\+09:00'/;

function sources(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'seed' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

test('no Tokyo offset is computed by hand outside shared/src/tokyo-time.ts', () => {
  const offenders = DIRS.flatMap((dir) => sources(path.join(ROOT, dir)))
    .filter((file) => !file.endsWith(path.join('shared', 'src', 'tokyo-time.ts')))
    .filter((file) => OFFSET_MATH.test(fs.readFileSync(file, 'utf8')))
    .map((file) => path.relative(ROOT, file));
  expect(offenders).toEqual([]);
});

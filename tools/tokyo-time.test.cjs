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
// The e2e suites compute Tokyo days with Intl in e2e/support/tokyo.ts (not the app's module);
// they may write ISO times with +09:00, never add nine hours by hand.
const E2E_DIRS = ['e2e/support', 'e2e/tests', 'e2e/topology'];
const HAND_OFFSET = /9\s*\*\s*(?:3_?600_?000|60\s*\*\s*60)/;
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

test('no e2e suite adds nine hours by hand (e2e/support/tokyo.ts)', () => {
  const offenders = E2E_DIRS.flatMap((dir) => sources(path.join(ROOT, dir)))
    .filter((file) => HAND_OFFSET.test(fs.readFileSync(file, 'utf8')))
    .map((file) => path.relative(ROOT, file));
  expect(offenders).toEqual([]);
});

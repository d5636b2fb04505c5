// `npm test`: every check of the project, in order — typecheck, lint, format, front-end unit and
// component tests, the api suite on embedded PGlite (and at the same time on PostgreSQL when
// DATABASE_URL is set: step 'api'), the production build, then the Playwright suites in Chromium
// against that build, and — when DATABASE_URL is set — the topology suite (e2e/topology: `npm run topology`, the production
// shape with nginx and two api replicas on PostgreSQL, killed and restarted under load).
// Ends with one line 'N passed, M failed' counting test cases. `--only <step>` runs one step.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, ensureBuilt, ensureInstalled, log, runSync, startChild } from './lib/workspace.mjs';

const { values } = parseArgs({ options: { only: { type: 'string', multiple: true } } });
const RESULTS = path.join(ROOT, '.run/test-results');
const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);
const counts = { passed: 0, failed: 0 };

function countJest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += report.numPassedTests;
  counts.failed += report.numFailedTests;
}
function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += stats.expected + stats.flaky;
  counts.failed += stats.unexpected;
}

function ensureChromium() {
  if (process.env.CHROMIUM_PATH || existsSync('/usr/bin/chromium')) return;
  log('Chromium not found: installing the Debian package (apt-get install chromium)...');
  runSync('sh', ['-c', 'apt-get update -qq && apt-get install -y -qq chromium']);
}

// Two jest workers for the unit step: jest's default (cores - 1) runs the files one by one on this
// 2-core machine, and much of a test file's time is spent waiting (timers, sockets, the database):
// unit took about 360 s in band and 216 s on two workers.
const JEST_WORKERS = ['--maxWorkers=2'];

/** The api suite on one database, its output prefixed with the step's name. */
function apiJest(name, env) {
  const out = path.join(RESULTS, `${name}.json`);
  const child = startChild(
    name,
    bin('jest'),
    [
      '--config',
      'api/jest.config.cjs',
      `--maxWorkers=${API_WORKERS[name]}`,
      '--json',
      `--outputFile=${out}`,
    ],
    { env },
  );
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', resolve);
  }).then((code) => {
    countJest(out);
    if (code !== 0) throw new Error(`the api suite (${name}) exited with ${code}`);
  });
}

const { DATABASE_URL, ...envWithoutDb } = process.env;
// The api suite on PGlite and, with DATABASE_URL, on PostgreSQL at the same time: PGlite's CPU
// overlaps PostgreSQL's waits, and no run's slow last file leaves a core idle. PGlite, the longer
// run, gets two workers.
const API_WORKERS = { 'api-pglite': 2, 'api-postgres': 1 };
async function apiSuites() {
  const runs = [apiJest('api-pglite', envWithoutDb)];
  if (DATABASE_URL) runs.push(apiJest('api-postgres', { ...process.env, DATABASE_URL }));
  const results = await Promise.allSettled(runs);
  const failed = results.filter((r) => r.status === 'rejected').map((r) => r.reason.message);
  if (failed.length) throw new Error(failed.join('; '));
}

const STEPS = [
  ['typecheck', () => runSync(process.execPath, ['scripts/typecheck.mjs'])],
  ['lint', () => runSync(bin('eslint'), ['.', '--max-warnings=0'])],
  ['format', () => runSync(bin('prettier'), ['--check', '.', '--log-level=warn'])],
  [
    'unit',
    () => {
      const out = path.join(RESULTS, 'unit.json');
      try {
        runSync(bin('jest'), [...JEST_WORKERS, '--json', `--outputFile=${out}`]);
      } finally {
        countJest(out);
      }
    },
  ],
  ['api', apiSuites],
  ['build', () => ensureBuilt({ force: true })],
  [
    'e2e',
    () => {
      ensureChromium();
      const out = path.join(RESULTS, 'e2e.json');
      try {
        runSync(
          path.join(ROOT, 'e2e/node_modules/.bin/playwright'),
          ['test', '--config', 'e2e/playwright.config.ts'],
          {
            env: { ...envWithoutDb, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
          },
        );
      } finally {
        countPlaywright(out);
      }
    },
  ],
  [
    'topology',
    DATABASE_URL
      ? () => {
          ensureChromium();
          ensureBuilt();
          const out = path.join(RESULTS, 'topology.json');
          try {
            runSync(
              path.join(ROOT, 'e2e/node_modules/.bin/playwright'),
              ['test', '--config', 'e2e/topology/playwright.config.ts'],
              { env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out } },
            );
          } finally {
            countPlaywright(out);
          }
        }
      : null,
  ],
];

ensureInstalled();
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });
const failedSteps = [];
for (const [name, step] of STEPS) {
  if (!step) {
    log(`step ${name}: skipped (DATABASE_URL is not set)`);
    continue;
  }
  if (values.only && !values.only.includes(name)) continue;
  log(`step ${name}...`);
  const started = Date.now();
  const failedBefore = counts.failed;
  try {
    await step();
    log(`step ${name} passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } catch (err) {
    failedSteps.push(name);
    // A step without test cases (typecheck, lint, build) counts as one failed check.
    if (counts.failed === failedBefore) counts.failed += 1;
    log(`step ${name} FAILED: ${err.message}`);
  }
}
if (failedSteps.length) log(`failed steps: ${failedSteps.join(', ')}`);
process.stdout.write(`${counts.passed} passed, ${counts.failed} failed\n`);
process.exit(failedSteps.length ? 1 : 0);

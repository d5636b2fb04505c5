// Type-checks every package with its own tsconfig, two at a time (the machines have 2 cores).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { FRONTEND_APPS, ROOT } from './lib/workspace.mjs';

const projects = ['shared', ...FRONTEND_APPS, 'api', 'e2e'];
const tsc = path.join(ROOT, 'node_modules/.bin/tsc');
const failed = [];

async function check(project) {
  await new Promise((resolve) => {
    const child = spawn(tsc, ['-p', path.join(project, 'tsconfig.json')], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    child.on('exit', (code) => {
      if (code !== 0) failed.push(project);
      resolve();
    });
  });
}

const queue = [...projects];
await Promise.all(
  [0, 1].map(async () => {
    while (queue.length) await check(queue.shift());
  }),
);
if (failed.length) {
  console.error(`type errors in: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`typecheck passed: ${projects.length} projects`);

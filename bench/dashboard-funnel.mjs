// Runs bench/dashboard-funnel.ts with the api's TypeScript loader (see that file).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const result = spawnSync(
  process.execPath,
  [
    '-r',
    '@swc-node/register',
    path.join(ROOT, 'bench/dashboard-funnel.ts'),
    ...process.argv.slice(2),
  ],
  { cwd: path.join(ROOT, 'api'), stdio: 'inherit', env: { ...process.env, LOG_LEVEL: 'error' } },
);
process.exit(result.status ?? 1);

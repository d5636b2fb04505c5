import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lockDataDir } from './client';

let dir: string;
beforeEach(() => {
  dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-lock-')), 'pglite');
});
afterEach(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));

it('lets one process at a time open an embedded database directory', () => {
  const unlock = lockDataDir(dir);
  expect(() => lockDataDir(dir)).toThrow(/is in use by process \d+/);
  unlock();
  lockDataDir(dir)();
});

it('takes over a lock left behind by a process that is gone', () => {
  const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  fs.writeFileSync(`${dir}.lock`, gone.stdout);
  const unlock = lockDataDir(dir);
  expect(fs.readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
  unlock();
  expect(fs.existsSync(`${dir}.lock`)).toBe(false);
});

// The benches' product stack: `scripts/start.mjs --no-build` on the embedded database (in memory)
// at `port`, started and waited for; `extra` start options (e.g. ['--scale', '10000']) and `env`
// go to it. Resolves with the child process once `/sanctum/csrf-cookie` answers (the api is up:
// a scale seed runs before it listens, hence the long wait).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function startStack({ port, extra = [], env = {}, waitSeconds = 300 }) {
  const child = spawn(
    process.execPath,
    [
      'scripts/start.mjs',
      '--no-build',
      '--port',
      String(port),
      '--data-dir',
      'memory://',
      ...extra,
    ],
    { cwd: ROOT, stdio: 'ignore', env: { ...process.env, ...env } },
  );
  const until = Date.now() + waitSeconds * 1000;
  while (Date.now() < until) {
    const up = await fetch(`http://localhost:${port}/sanctum/csrf-cookie?id=25`).then(
      (r) => r.status === 204,
      () => false,
    );
    if (up) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('stack did not start');
}

/** On the login page: logs the demo account in and waits for お知らせ. */
export async function logInDemo(page) {
  await page.getByLabel('メールアドレスまたはユーザーID').fill('demo');
  await page.getByLabel('パスワード', { exact: true }).fill('portal-demo-2026');
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
  await page.waitForURL('**/infos');
}

// The apps are declared once, in tools/webpack/apps.cjs. The two places that cannot read it at
// run time — the shared route map (TypeScript, bundled in the browser) and the dev-server
// remotes.json — are checked against it here.
const fs = require('node:fs');
const path = require('node:path');
const { REMOTES } = require('./webpack/apps.cjs');

const ROOT = path.resolve(__dirname, '..');

test('the shared route map names exactly the remotes of the apps table', () => {
  const source = fs.readFileSync(path.join(ROOT, 'shared/src/route-remotes.ts'), 'utf8');
  const list = /export const REMOTE_NAMES = \[([^\]]*)\]/.exec(source)[1];
  const names = [...list.matchAll(/'([a-z_]+)'/g)].map((match) => match[1]);
  expect(names).toEqual(REMOTES.map((remote) => remote.federationName));
});

test("the shell's dev remotes.json points at every remote's dev server", () => {
  const config = JSON.parse(fs.readFileSync(path.join(ROOT, 'shell/public/remotes.json'), 'utf8'));
  expect(config).toEqual(
    Object.fromEntries(
      REMOTES.map((remote) => [
        remote.federationName,
        `http://localhost:${remote.devPort}/mf-manifest.json`,
      ]),
    ),
  );
});

test('every app directory of the table exists with a package.json', () => {
  for (const remote of REMOTES) {
    expect(fs.existsSync(path.join(ROOT, remote.dir, 'package.json'))).toBe(true);
  }
});

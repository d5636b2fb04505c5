// The apps are declared once, in tools/webpack/apps.cjs. The two places that cannot read it at
// run time — the shared route map (TypeScript, bundled in the browser) and the dev-server
// remotes.json — are checked against it here. A remote that brings a section.json is learned by
// the shell at run time (the registry), so the shell's own route map must not name it.
const fs = require('node:fs');
const path = require('node:path');
const { REMOTES } = require('./webpack/apps.cjs');

const ROOT = path.resolve(__dirname, '..');

const sectionFile = (remote) => path.join(ROOT, remote.dir, 'section.json');
const builtIn = REMOTES.filter((remote) => !fs.existsSync(sectionFile(remote)));
const registered = REMOTES.filter((remote) => fs.existsSync(sectionFile(remote)));

test('the shared route map names exactly the remotes of the table the shell was built with', () => {
  const source = fs.readFileSync(path.join(ROOT, 'shared/src/route-remotes.ts'), 'utf8');
  const list = /export const REMOTE_NAMES = \[([^\]]*)\]/.exec(source)[1];
  const names = [...list.matchAll(/'([a-z_]+)'/g)].map((match) => match[1]);
  expect(names).toEqual(builtIn.map((remote) => remote.federationName));
  expect(registered.map((remote) => remote.dir)).toContain('remote-dashboard');
  // Nothing of a registry section in the shell's sources: it comes at run time.
  for (const remote of registered) {
    expect(source).not.toContain(remote.federationName);
    const shell = fs.readdirSync(path.join(ROOT, 'shell/src'), { recursive: true });
    for (const file of shell.filter((f) => /\.tsx?$/.test(f) && !/\.test\./.test(f))) {
      const text = fs.readFileSync(path.join(ROOT, 'shell/src', file), 'utf8');
      expect({ file, named: text.includes(remote.federationName) }).toEqual({ file, named: false });
    }
  }
});

test("the shell's dev remotes.json points at every remote's dev server, with their sections", () => {
  const config = JSON.parse(fs.readFileSync(path.join(ROOT, 'shell/public/remotes.json'), 'utf8'));
  expect(config).toEqual({
    ...Object.fromEntries(
      REMOTES.map((remote) => [
        remote.federationName,
        `http://localhost:${remote.devPort}/mf-manifest.json`,
      ]),
    ),
    sections: registered.map((remote) => ({
      remote: remote.federationName,
      ...JSON.parse(fs.readFileSync(sectionFile(remote), 'utf8')),
    })),
  });
});

test('every app directory of the table exists with a package.json', () => {
  for (const remote of REMOTES) {
    expect(fs.existsSync(path.join(ROOT, remote.dir, 'package.json'))).toBe(true);
  }
});

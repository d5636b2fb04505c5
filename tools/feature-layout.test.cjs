// A feature's calls live in its `api/` folder, one file per endpoint (or small resource) with the
// hook that uses them (CONTRIBUTING, "a screen's call and its hook"); `hooks/` keeps the hooks that
// call no endpoint. A hook of a call written in `hooks/` is a second file to open for one call.
const fs = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..');

/** Every hooks file of a remote feature (remote-<name>/src/features/<feature>/hooks), relative to the root. */
function hookFiles() {
  return fs
    .readdirSync(root)
    .filter((dir) => dir.startsWith('remote-'))
    .flatMap((remote) => {
      const features = path.join(root, remote, 'src/features');
      if (!fs.existsSync(features)) return [];
      return fs.readdirSync(features).flatMap((feature) => {
        const hooks = path.join(features, feature, 'hooks');
        if (!fs.existsSync(hooks)) return [];
        return fs
          .readdirSync(hooks)
          .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
          .map((file) => path.relative(root, path.join(hooks, file)));
      });
    });
}

/** What makes a module a call's: the client, the cache's call options, a feature's api file. */
const CALLS = /from '(?:@portal\/shared\/(?:api|call-query|thread-groups)|\.\.\/api\/[^']+)'/;

describe("a feature's hooks/ holds no endpoint's hook", () => {
  const files = hookFiles();

  it('finds the hooks', () => {
    expect(files.length).toBeGreaterThan(2);
  });

  it.each(files)('%s calls no endpoint', (file) => {
    expect(fs.readFileSync(path.join(root, file), 'utf8')).not.toMatch(CALLS);
  });
});

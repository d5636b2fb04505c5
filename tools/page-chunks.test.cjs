// A remote's lazy page is a chunk named after its route (`page.<section>.<route>`): the api's page
// of that route preloads it from the build's preload.json (tools/webpack/preload-list.cjs,
// api/src/plugins/shell-preload.ts). An unnamed or misnamed one would still work, only later:
// this keeps them named.
const fs = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..');
const routeFiles = fs
  .readdirSync(root)
  .filter((dir) => dir.startsWith('remote-'))
  .map((dir) => path.join(root, dir, 'src/app/routes.tsx'))
  .filter((file) => fs.existsSync(file));

/** Each lazyPage(...) of a routes file: the routes it opens on and its import's chunk name. */
function lazyPages(source) {
  return [...source.matchAll(/lazyPage\(\s*\[([^\]]*)\],\s*\(\)\s*=>\s*import\(([^)]*)\)/g)].map(
    ([, opensOn, request]) => ({
      routes: opensOn
        .split(',')
        .map((route) => route.trim().replace(/^routes\./, ''))
        .filter(Boolean),
      chunk: /webpackChunkName:\s*"([^"]+)"/.exec(request)?.[1] ?? null,
      module: /'([^']+)'/.exec(request)?.[1] ?? null,
    }),
  );
}

describe("a remote's lazy pages are chunks named after their route", () => {
  it('finds the lazy pages', () => {
    expect(
      routeFiles.flatMap((file) => lazyPages(fs.readFileSync(file, 'utf8'))).length,
    ).toBeGreaterThan(5);
  });

  it.each(routeFiles.map((file) => [path.relative(root, file), file]))('%s', (_name, file) => {
    const source = fs.readFileSync(file, 'utf8');
    const section = /const \{ (\w+) \} = routes;/.exec(source)?.[1];
    const pages = lazyPages(source);
    for (const page of pages) {
      expect(page.chunk).toMatch(/^page\.\w+\.\w+$/);
      // Two pages of one module (the applicant form: register and edit) are one chunk, named
      // after one of them.
      const opensOn = pages
        .filter((other) => other.module === page.module)
        .flatMap((other) => other.routes)
        .map((route) => (route.includes('.') ? route : `${section}.${route}`));
      expect(opensOn).toContain(page.chunk.slice('page.'.length));
    }
  });

  it('reads a name, and sees a page without one', () => {
    expect(
      lazyPages(
        `lazyPage([jobs.info], () => import(/* webpackChunkName: "page.jobs.info" */ './x'))`,
      ),
    ).toEqual([{ routes: ['jobs.info'], chunk: 'page.jobs.info', module: './x' }]);
    expect(lazyPages(`lazyPage([routes.a.b], () => import('./x'))`)).toEqual([
      { routes: ['a.b'], chunk: null, module: './x' },
    ]);
  });
});

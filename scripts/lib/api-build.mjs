// The api's production build (npm run topology; api/Dockerfile alike): every module reachable from
// api/src/server.ts compiled by swc (no type check: `npm run typecheck` does that) to CommonJS in
// api/dist/, the @portal/shared modules it imports beside them in api/dist/_shared/. The result
// runs with plain `node api/dist/server.js` — no compiler loaded at start, a second or two of
// build. Relative paths the api computes from __dirname (api/drizzle, api/) stay the same.
import { copyFileSync, existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './workspace.mjs';

const API_SRC = path.join(ROOT, 'api/src');
const SHARED_SRC = path.join(ROOT, 'shared/src');
export const API_DIST = path.join(ROOT, 'api/dist');
const SHARED_OUT = path.join(API_DIST, '_shared');
const require = createRequire(path.join(ROOT, 'api/package.json'));

const SWC_OPTIONS = {
  jsc: { parser: { syntax: 'typescript', tsx: false }, target: 'es2022' },
  module: { type: 'commonjs', strict: true },
  sourceMaps: false,
};

function resolveSource(base) {
  // A data file (the university faculties) is copied as it is.
  if (base.endsWith('.json')) return existsSync(base) ? base : null;
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Where a source file's compiled copy goes. */
function outputOf(source) {
  const inShared = source.startsWith(SHARED_SRC + path.sep);
  const rel = path.relative(inShared ? SHARED_SRC : API_SRC, source).replace(/\.tsx?$/, '.js');
  return path.join(inShared ? SHARED_OUT : API_DIST, rel);
}

/** Builds api/dist; answers the number of modules compiled. */
export async function buildApi() {
  const swc = require('@swc/core');
  rmSync(API_DIST, { recursive: true, force: true });
  const queue = [path.join(API_SRC, 'server.ts')];
  const done = new Set();
  while (queue.length) {
    const source = queue.shift();
    if (done.has(source)) continue;
    done.add(source);
    if (source.endsWith('.json')) {
      mkdirSync(path.dirname(outputOf(source)), { recursive: true });
      copyFileSync(source, outputOf(source));
      continue;
    }
    const { code } = await swc.transformFile(source, {
      ...SWC_OPTIONS,
      filename: source,
      swcrc: false,
      configFile: false,
    });
    const out = outputOf(source);
    // Follow the relative and @portal/shared requires; rewrite the latter to api/dist/_shared.
    const rewritten = code.replace(/require\("([^"]+)"\)/g, (whole, spec) => {
      let target;
      if (spec.startsWith('.')) target = resolveSource(path.resolve(path.dirname(source), spec));
      else if (spec.startsWith('@portal/shared/')) {
        target = resolveSource(path.join(SHARED_SRC, spec.slice('@portal/shared/'.length)));
      } else return whole;
      if (!target) throw new Error(`${source}: cannot resolve ${spec}`);
      queue.push(target);
      let rel = path.relative(path.dirname(out), outputOf(target)).replace(/\.js$/, '');
      if (!rel.startsWith('.')) rel = `./${rel}`;
      return `require(${JSON.stringify(rel.split(path.sep).join('/'))})`;
    });
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, rewritten);
  }
  // The shared modules' own dependencies (zod and the like) resolve from api/node_modules.
  writeFileSync(path.join(API_DIST, 'BUILT'), `${new Date().toISOString()}\n`);
  return done.size;
}

if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)
) {
  const started = Date.now();
  const count = await buildApi();
  process.stdout.write(`api built: ${count} modules in ${Date.now() - started} ms → api/dist\n`);
}

// The lint rules that keep the federation honest: a remote never imports another remote or the
// shell, the shared package imports no app, and import cycles are errors.
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const root = path.join(__dirname, '..');
const eslintBin = path.join(root, 'node_modules/.bin/eslint');

// The CLI, not the API: ESLint loads its flat config with a dynamic import, which jest's VM refuses.
function lint(args, input) {
  const run = spawnSync(eslintBin, ['--format', 'json', ...args], {
    cwd: root,
    input,
    encoding: 'utf8',
  });
  return JSON.parse(run.stdout)[0].messages.map((m) => m.ruleId);
}

async function ruleIds(filePath, code) {
  return lint(['--stdin', '--stdin-filename', path.join(root, filePath)], code);
}

describe('workspace lint rules', () => {
  jest.setTimeout(60_000);

  it('forbids a remote importing another remote', async () => {
    const ids = await ruleIds(
      'remote-auth/src/lint-probe.ts',
      "import { messages } from '../../remote-settings/src/messages';\nexport const m = messages;\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('forbids the shared package importing an app', async () => {
    const ids = await ruleIds(
      'shared/src/lint-probe.ts',
      "import { messages } from '../../shell/src/messages';\nexport const m = messages;\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it.each([
    ['api/src/lint-probe.ts', "export const linked = (s: string) => s === 'MATCHED';\n"],
    [
      'remote-jobs/src/lint-probe.ts',
      'export const busy = (j: { importFlag: number }) => j.importFlag === 1;\n',
    ],
    [
      'api/src/lint-probe.ts',
      'export const busy = (j: { importFlag: number }) => 1 !== j.importFlag;\n',
    ],
    [
      'api/src/lint-probe.ts',
      "import { eq } from 'drizzle-orm';\nexport const w = (t: { importFlag: number }) => eq(t.importFlag, 1);\n",
    ],
    [
      'api/src/lint-probe.ts',
      "import { inArray } from 'drizzle-orm';\nexport const w = (t: { selectionStatus: number }) => inArray(t.selectionStatus, [6, 7]);\n",
    ],
    ['api/src/lint-probe.ts', 'export const row = { specialSelectionStatus: 2 };\n'],
    [
      'api/src/lint-probe.ts',
      "import { sql } from 'drizzle-orm';\nexport const w = sql`c.special_selection_status in (1, 2)`;\n",
    ],
    [
      'api/src/lint-probe.ts',
      "import { sql } from 'drizzle-orm';\nexport const w = (at: string) => sql`where import_flag = 1 and claimed_at < ${at}`;\n",
    ],
    ['api/src/lint-probe.ts', 'export const ok = (n: number) => n <= 2_147_483_647;\n'],
    ['api/src/lint-probe.ts', "export const p = (t: string) => t.replace(/[\\\\%_]/g, '');\n"],
    [
      'remote-jobs/src/lint-probe.ts',
      "import { QueryFailure } from '@portal/shared/query-client';\nexport const f = (e: unknown) => e instanceof QueryFailure;\n",
    ],
    [
      'remote-jobs/src/lint-probe.ts',
      "import { useQuery } from '@tanstack/react-query';\nexport const useX = () => useQuery({ queryKey: ['x'], queryFn: async () => 1 });\n",
    ],
  ])(
    'refuses a raw enum value, id limit, LIKE escape or hand-read failure in %s: %s',
    async (file, code) => {
      expect(await ruleIds(file, code)).toContain('no-restricted-syntax');
    },
  );

  it.each([
    [
      'remote-messaging/src/lint-probe.ts',
      "import { queryClient } from '@portal/shared/query-client';\nexport const r = () => queryClient.invalidateQueries({ predicate: () => true });\n",
    ],
    [
      'shell/src/lint-probe.ts',
      "import { useQueryClient } from '@tanstack/react-query';\nexport const useR = () => { const c = useQueryClient(); return () => c.refetchQueries(); };\n",
    ],
    [
      'remote-settings/src/lint-probe.ts',
      "import { queryClient } from '@portal/shared/query-client';\nexport const r = () => queryClient.resetQueries();\n",
    ],
    [
      'shared/src/lint-probe.ts',
      "import { queryOptions } from '@tanstack/react-query';\nexport const q = queryOptions({ queryKey: ['x'], queryFn: async () => 1 });\n",
    ],
  ])('refuses a hand-written query key or invalidation in %s: %s', async (file, code) => {
    expect(await ruleIds(file, code)).toContain('no-restricted-syntax');
  });

  it.each([
    [
      'remote-jobs/src/lint-probe.tsx',
      'import { Route } from \'react-router-dom\';\nexport const r = <Route path="info/:jobId" />;\n',
    ],
    [
      'remote-applicants/src/lint-probe.tsx',
      "import { Route } from 'react-router-dom';\nexport const r = <Route path={'register'} />;\n",
    ],
    [
      'shell/src/lint-probe.tsx',
      "import { Route } from 'react-router-dom';\nconst s = 'jobs';\nexport const r = <Route path={`${s}/*`} />;\n",
    ],
  ])('refuses a route pattern spelled outside the route table in %s: %s', async (file, code) => {
    expect(await ruleIds(file, code)).toContain('no-restricted-syntax');
  });

  it('allows a <Route path> from the route table, the catch-all and an index route', async () => {
    const ids = await ruleIds(
      'remote-jobs/src/lint-probe.tsx',
      [
        "import { Route } from 'react-router-dom';",
        "import { routes, within } from '@portal/shared/routes';",
        'export const r = [',
        '  <Route key="a" path={within(routes.jobs, routes.jobs.info)} />,',
        '  <Route key="b" path="*" />,',
        '  <Route key="c" index />,',
        '];',
        '',
      ].join('\n'),
    );
    expect(ids).not.toContain('no-restricted-syntax');
  });

  it('allows keys and refreshes where the cache is made (call-query, query-client)', async () => {
    for (const file of ['shared/src/call-query.ts', 'shared/src/query-client.ts']) {
      const code = fs.readFileSync(path.join(root, file), 'utf8');
      expect(await ruleIds(file, code)).not.toContain('no-restricted-syntax');
    }
  });

  it('allows a remote to import @portal/shared', async () => {
    const ids = await ruleIds(
      'remote-auth/src/lint-probe.ts',
      "import { isMid } from '@portal/shared/site';\nexport const mid = isMid('mid');\n",
    );
    expect(ids).not.toContain('import-x/no-restricted-paths');
  });

  it('reports an import cycle', async () => {
    const dir = fs.mkdtempSync(path.join(root, 'remote-auth/src/lint-cycle-'));
    try {
      fs.writeFileSync(
        path.join(dir, 'a.ts'),
        "import { b } from './b';\nexport const a = () => b;\n",
      );
      fs.writeFileSync(
        path.join(dir, 'b.ts'),
        "import { a } from './a';\nexport const b = () => a;\n",
      );
      expect(lint([path.join(dir, 'a.ts')])).toContain('import-x/no-cycle');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

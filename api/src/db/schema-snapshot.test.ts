// The schema files and the last migration's snapshot (drizzle/meta/0016_snapshot.json) describe
// the same database: a schema change comes with its migration (`npm run db:generate` writes the
// SQL of that change only, against the snapshot), and a refactor of the schema files (a column
// helper, a shared reference) changes no table, column, index or constraint.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';

const schemaDir = join(__dirname, 'schema');
const metaDir = join(__dirname, '../../drizzle/meta');

function latestSnapshot() {
  const [latest] = readdirSync(metaDir)
    .filter((name) => name.endsWith('_snapshot.json'))
    .sort()
    .reverse();
  return JSON.parse(readFileSync(join(metaDir, latest!), 'utf8'));
}

async function schemaTables(): Promise<Record<string, unknown>> {
  const files = readdirSync(schemaDir).filter((name) => name.endsWith('.ts'));
  const modules = await Promise.all(
    files.map((name) => import(join(schemaDir, name)) as Promise<Record<string, unknown>>),
  );
  return Object.assign({}, ...modules);
}

it('the schema files are the database of the latest migration snapshot', async () => {
  const snapshot = latestSnapshot();
  const current = generateDrizzleJson(await schemaTables(), snapshot.id);
  expect(await generateMigration(snapshot, current)).toEqual([]);
});

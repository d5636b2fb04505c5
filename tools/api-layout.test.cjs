// The api module layout of CONTRIBUTING.md ("Lay out an api module"): SQL is in queries.ts /
// *-queries.ts files only, found on the syntax tree (not by file names): no drizzle import, no
// schema import, no sql`…`, no db/tx/this.db .select/.insert/.update/.delete/.execute/.$count in
// any other api file — routes, services, console commands, plugins, the worker, helpers. Outside
// the rule: the database layer itself (db/client.ts, db/schema/**, migrations), the seed (seed/**)
// and tests with their kits (*.test.ts, test/**, *-test-kit.ts, *test-support.ts,
// *.test-helper.ts). A service may still open the transaction its queries run in
// (db.transaction(…), tx.rollback()): that is a rule, not SQL. And a module's routes register
// only their own module's routes; the areas come together in api-routes.ts alone.
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const API = process.env.API_LAYOUT_ROOT ?? path.join(__dirname, '..', 'api', 'src');
const SQL_METHODS = new Set([
  'select',
  'selectDistinct',
  'insert',
  'update',
  'delete',
  'execute',
  '$count',
]);
/** Receivers that are a database or a transaction (services.db, context.db, tx, db, …). */
const DATABASE = /^(db|tx|trx|database|services|context)$/;

/** Where SQL may be: a queries file, the database layer, the seed, tests and their kits. */
const SQL_ALLOWED = [
  /(^|\/)([a-z0-9-]+-)?queries\.ts$/,
  /^db\/client\.ts$/,
  /^db\/(schema|migrations)\//,
  /^seed\//,
  /^test\//,
  /\.test\.ts$/,
  /-test-kit\.ts$/,
  /test-support\.ts$/,
  /\.test-helper\.ts$/,
];

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

const relTo = (root, file) => path.relative(root, file).split(path.sep).join('/');
const rel = (file) => relTo(API, file);
const allFiles = walk(API).filter((file) => file.endsWith('.ts'));
const files = allFiles.filter((file) => !/\.test(-helper)?\.ts$/.test(file));

const routesFiles = files.filter(
  (file) => /routes\.ts$/.test(file) && !rel(file).startsWith('test/'),
);
const consoleCommandFiles = files.filter((file) =>
  /^company-console\/([a-z-]+-commands|commands|command|cli|routes)\.ts$/.test(rel(file)),
);
/** The modules' and the console's services (mail/ and notifications/ are not api modules). */
const serviceFiles = files.filter((file) =>
  /^(modules\/.+|company-console)\/([a-z-]+-)?service\.ts$/.test(rel(file)),
);

/** The leftmost identifier of `a.b(c).d.e(…)`; of `this.db.e(…)`, `db`. */
function rootOf(node) {
  let current = node;
  for (;;) {
    if (
      ts.isPropertyAccessExpression(current) &&
      current.expression.kind === ts.SyntaxKind.ThisKeyword
    ) {
      return current.name;
    }
    if (ts.isPropertyAccessExpression(current) || ts.isElementAccessExpression(current)) {
      current = current.expression;
    } else if (ts.isCallExpression(current) || ts.isNonNullExpression(current)) {
      current = current.expression;
    } else if (ts.isParenthesizedExpression(current) || ts.isAwaitExpression(current)) {
      current = current.expression;
    } else return current;
  }
}

function sqlIn(file) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found = [];
  const at = (node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      const from = node.moduleSpecifier.text;
      if (from === 'drizzle-orm' || from.startsWith('drizzle-orm/') || /\/db\/schema/.test(from)) {
        found.push(`${at(node)}: import from ${from}`);
      }
    }
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText() === 'sql') {
      found.push(`${at(node)}: sql\`…\``);
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      SQL_METHODS.has(node.expression.name.text)
    ) {
      const root = rootOf(node.expression.expression);
      if (ts.isIdentifier(root) && DATABASE.test(root.text)) {
        found.push(`${at(node)}: ${node.expression.getText().replace(/\s+/g, '').slice(0, 60)}(`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** SQL in the files under `root` that may hold none, by file (relative to root). */
function sqlOutsideQueries(root) {
  return Object.fromEntries(
    walk(root)
      .filter((file) => file.endsWith('.ts'))
      .map((file) => [relTo(root, file), file])
      .filter(([name]) => !SQL_ALLOWED.some((allowed) => allowed.test(name)))
      .map(([name, file]) => [name, sqlIn(file)])
      .filter(([, found]) => found.length),
  );
}

/** Routes of another module registered here: `app.register(xRoutes(…))` with xRoutes imported from `../other/`. */
function foreignRegistrations(file) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const importedFrom = new Map();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    const names = statement.importClause?.namedBindings;
    if (!names || !ts.isNamedImports(names)) continue;
    for (const element of names.elements) {
      importedFrom.set(element.name.text, statement.moduleSpecifier.text);
    }
  }
  const found = [];
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'register'
    ) {
      const [plugin] = node.arguments;
      const callee = plugin && ts.isCallExpression(plugin) ? plugin.expression : plugin;
      const from = callee && ts.isIdentifier(callee) ? importedFrom.get(callee.text) : undefined;
      if (from && from.startsWith('../')) found.push(`${callee.text} from ${from}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

test('finds the files it checks', () => {
  expect(routesFiles.length).toBeGreaterThan(25);
  expect(consoleCommandFiles.length).toBeGreaterThan(10);
  // The SQL rule sees every file but the allowed ones; the allowed ones are still there.
  const allowed = allFiles.map(rel).filter((name) => SQL_ALLOWED.some((re) => re.test(name)));
  expect(allowed).toEqual(
    expect.arrayContaining([
      'db/client.ts',
      'db/schema/jobs.ts',
      'modules/jobs/queries.ts',
      'modules/events/company-actions-queries.ts',
    ]),
  );
  expect(allFiles.length - allowed.length).toBeGreaterThan(100);
  expect(serviceFiles.map(rel)).toEqual(
    expect.arrayContaining([
      'company-console/service.ts',
      'company-console/jobs-service.ts',
      'modules/signup/service.ts',
      'modules/applicants/merge-service.ts',
    ]),
  );
});

test('routes files and console commands hold no SQL (it belongs in queries.ts / *-queries.ts)', () => {
  const offences = Object.fromEntries(
    [...routesFiles, ...consoleCommandFiles]
      .map((file) => [rel(file), sqlIn(file)])
      .filter(([, found]) => found.length),
  );
  expect(offences).toEqual({});
});

test('service files hold no SQL (rules across queries; their SQL is in queries.ts / *-queries.ts)', () => {
  const offences = Object.fromEntries(
    serviceFiles.map((file) => [rel(file), sqlIn(file)]).filter(([, found]) => found.length),
  );
  expect(offences).toEqual({});
});

test('SQL is in queries.ts / *-queries.ts only (not in services, plugins, the worker or helpers)', () => {
  expect(sqlOutsideQueries(API)).toEqual({});
});

test("a module's routes register no other module's routes (only modules/api-routes.ts does)", () => {
  const offences = Object.fromEntries(
    routesFiles
      .filter((file) => rel(file).startsWith('modules/') && rel(file) !== 'modules/api-routes.ts')
      .map((file) => [rel(file), foreignRegistrations(file)])
      .filter(([, found]) => found.length),
  );
  expect(offences).toEqual({});
});

test('the check sees SQL and a foreign registration (it is not vacuous)', () => {
  const os = require('node:os');
  const { mkdtempSync, writeFileSync } = require('node:fs');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'api-layout-'));
  const bad = path.join(dir, 'routes.ts');
  writeFileSync(
    bad,
    [
      "import { eq, sql } from 'drizzle-orm';",
      "import { jobs } from '../../db/schema/jobs';",
      "import { masterRoutes } from '../master/routes';",
      'export const routes = (services, app) => {',
      '  const hash = createHash("sha1").update("x").digest();',
      '  new Set([1]).delete(1);',
      '  services.db.select().from(jobs).where(eq(jobs.id, 1));',
      '  return services.db.transaction(async (tx) => {',
      '    await tx.update(jobs).set({});',
      '    await tx.execute(sql`select 1`);',
      '    await app.register(masterRoutes(services));',
      '    tx.rollback();',
      '  });',
      '};',
    ].join('\n'),
  );
  expect(sqlIn(bad)).toEqual([
    '1: import from drizzle-orm',
    '2: import from ../../db/schema/jobs',
    '7: services.db.select(',
    '9: tx.update(',
    '10: tx.execute(',
    '10: sql`…`',
  ]);
  expect(foreignRegistrations(bad)).toEqual(['masterRoutes from ../master/routes']);
});

test('the SQL rule holds on any file that is not a queries file, the database layer, seed or test', () => {
  const os = require('node:os');
  const { mkdirSync, mkdtempSync, writeFileSync } = require('node:fs');
  const root = mkdtempSync(path.join(os.tmpdir(), 'api-layout-sql-'));
  const sqlFile = [
    "import { eq } from 'drizzle-orm';",
    "import { jobs } from '../../db/schema/jobs';",
    'export const find = (db, id) => db.select().from(jobs).where(eq(jobs.id, id));',
  ].join('\n');
  const put = (name, text) => {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  };
  // Where SQL belongs or is allowed.
  for (const name of [
    'modules/shop/queries.ts',
    'modules/shop/order-queries.ts',
    'db/client.ts',
    'db/schema/shop.ts',
    'db/migrations/0001.ts',
    'seed/seed-shop.ts',
    'test/test-app.ts',
    'modules/shop/shop.test.ts',
    'modules/shop/shop-test-kit.ts',
    'modules/shop/shop-test-support.ts',
    'modules/shop/multipart.test-helper.ts',
  ]) {
    put(name, sqlFile);
  }
  // Where it does not: a service, a plain helper, a class on this.db, a db helper, a worker.
  put('modules/shop/order-service.ts', sqlFile);
  put('modules/shop/prices.ts', "import { sql } from 'drizzle-orm';\nexport const p = sql`1`;");
  put(
    'plugins/store.ts',
    'export class Store {\n  constructor(db) { this.db = db; }\n  all() { return this.db.select().from(this.table); }\n}',
  );
  put('db/rows.ts', 'export const rows = (db, q) => db.execute(q);');
  put('background/worker.ts', 'export const tick = (tx) => tx.update(t).set({});');
  // No SQL: a transaction opened by a service, a Set's delete, a hash's update.
  put(
    'modules/shop/cart-service.ts',
    'export const f = (db, hash) => db.transaction(async (tx) => { new Set().delete(1); hash.update("x"); tx.rollback(); });',
  );
  expect(sqlOutsideQueries(root)).toEqual({
    'modules/shop/order-service.ts': [
      '1: import from drizzle-orm',
      '2: import from ../../db/schema/jobs',
      '3: db.select(',
    ],
    'modules/shop/prices.ts': ['1: import from drizzle-orm', '2: sql`…`'],
    'plugins/store.ts': ['3: this.db.select('],
    'db/rows.ts': ['1: db.execute('],
    'background/worker.ts': ['1: tx.update('],
  });
});

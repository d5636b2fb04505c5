// The company console's command line: `node -r @swc-node/register src/company-console/cli.ts
// <command> --json '<args>'`. It opens the database of the environment (DATABASE_URL or DATA_DIR)
// directly and prints `{ data }` as JSON.
import { readFileSync } from 'node:fs';
import { loadConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { Runner } from '../background/runner';
import { createSmtpTransport, MAIL_JOB } from '../mail/mail-service';
import { errorBody } from '../plugins/errors';
import { createServices } from '../services';
import { COMMANDS, isCommandName, runCommand } from './commands';

function usage(): string {
  const lines = Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(22)}${c.summary}`);
  return `usage: cli.ts <command> [--json '<arguments as JSON>'] [--file <path>: its content as fileBase64]\n\ncommands:\n${lines.join('\n')}\n`;
}

function parseArgs(argv: string[]): { name: string; args: unknown } {
  const [name, ...rest] = argv;
  const flag = rest.indexOf('--json');
  const raw = flag >= 0 ? rest[flag + 1] : undefined;
  if (flag >= 0 && raw === undefined) throw new Error('--json needs a value');
  const args: unknown = raw === undefined ? {} : JSON.parse(raw);
  // --file <path>: a file the command takes (import-school-codes' CSV), as HTTP sends it: base64.
  const fileFlag = rest.indexOf('--file');
  if (fileFlag < 0) return { name: name ?? '', args };
  const file = rest[fileFlag + 1];
  if (file === undefined) throw new Error('--file needs a path');
  const fileBase64 = readFileSync(file).toString('base64');
  return { name: name ?? '', args: { ...(args as object), fileBase64 } };
}

async function main(argv: string[]): Promise<number> {
  let parsed: { name: string; args: unknown };
  try {
    parsed = parseArgs(argv);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${usage()}`);
    return 2;
  }
  if (!isCommandName(parsed.name)) {
    process.stderr.write(usage());
    return 2;
  }
  const config = loadConfig();
  let database: DatabaseHandle;
  try {
    database = await openDatabase(config);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    return 1;
  }
  try {
    await prepareDatabase(database, { seed: false });
    const now = () => new Date();
    // With PostgreSQL the live hub NOTIFYs the running api replicas; PGlite has none beside it.
    const services = createServices(database, config, {
      transport: createSmtpTransport(config.smtpUrl),
      now,
    });
    const context = {
      db: database.db,
      mail: services.mail,
      notifications: services.notifications,
      publicUrl: config.publicUrl,
      now,
      live: services.live,
      support: config.support,
    };
    const data = await runCommand(context, parsed.name, parsed.args);
    // Mails due now are delivered before the process ends (the command's, and with PGlite, where
    // no api runs beside the CLI, any waiting); one that fails is left to the api's runner.
    await new Runner({ services, kinds: [MAIL_JOB.kind], schedules: false }).runDue();
    process.stdout.write(`${JSON.stringify({ data }, null, 2)}\n`);
    return 0;
  } catch (error) {
    const { status, body } = errorBody(error);
    if (status >= 500) process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
    process.stderr.write(`${JSON.stringify(body, null, 2)}\n`);
    return 1;
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then((code) => process.exit(code));
}

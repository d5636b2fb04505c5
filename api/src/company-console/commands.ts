// The console's operations by name, each with its input schema: the CLI and the HTTP API both run
// them through runCommand, so both validate and answer alike.
import { z } from 'zod';
import type { Database } from '../db/client';
import { MailService } from '../mail/mail-service';
import { parseInput } from '../plugins/validation';
import {
  CONSOLE_LABELS,
  createAgencyInput,
  createCompanyInput,
  listOutboxInput,
  publishAnnouncementInput,
  setLinkInput,
} from './schemas';
import {
  createAgency,
  createCompany,
  listAgencies,
  listCompanies,
  publishAnnouncement,
  setLinkStatus,
} from './service';

interface Command<S extends z.ZodType> {
  summary: string;
  input: S;
  run(db: Database, input: z.output<S>): Promise<unknown>;
}

const command = <S extends z.ZodType>(definition: Command<S>) => definition;
const noInput = z.object({});

export const COMMANDS = {
  'create-agency': command({
    summary: 'Create an agency with its main account',
    input: createAgencyInput,
    run: createAgency,
  }),
  'create-company': command({
    summary: 'Create a hiring company (companyCode generated when omitted)',
    input: createCompanyInput,
    run: createCompany,
  }),
  'set-link': command({
    summary: 'Set the link status of an agency and a company (MATCHED / UNMATCHED)',
    input: setLinkInput,
    run: setLinkStatus,
  }),
  'publish-announcement': command({
    summary: 'Publish an announcement (HTML is sanitised; siteId/agencyId null = all)',
    input: publishAnnouncementInput,
    run: publishAnnouncement,
  }),
  'list-outbox': command({
    summary: 'List the mail outbox, newest first ({ to?, limit? })',
    input: listOutboxInput,
    // Reading needs no transport: the outbox is a table.
    run: (db, input) => new MailService(db, null, '').list(input),
  }),
  'list-agencies': command({ summary: 'List agencies', input: noInput, run: listAgencies }),
  'list-companies': command({ summary: 'List hiring companies', input: noInput, run: listCompanies }),
};

export type CommandName = keyof typeof COMMANDS;

export function isCommandName(name: string): name is CommandName {
  return Object.hasOwn(COMMANDS, name);
}

/** Validates the JSON arguments like the HTTP API does (422 with Japanese messages) and runs. */
export async function runCommand(db: Database, name: CommandName, args: unknown): Promise<unknown> {
  const definition: Command<z.ZodType> = COMMANDS[name];
  return definition.run(db, parseInput(definition.input, args, CONSOLE_LABELS));
}

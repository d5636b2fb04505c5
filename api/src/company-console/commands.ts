// The console's operations by name (see command.ts): the core ones here, each area's in its own
// `<area>-commands.ts`, spread into COMMANDS. The CLI and the HTTP API both run them through
// runCommand, so both validate and answer alike.
import { z } from 'zod';
import { command, type Command, type ConsoleContext } from './command';
import { parseInput } from '../plugins/validation';
import {
  CONSOLE_LABELS,
  createAgencyInput,
  createCompanyInput,
  issueCompanyCodeInput,
  issueInvitationInput,
  listOutboxInput,
  publishAnnouncementInput,
  setLinkInput,
} from './schemas';
import { createAgency, createCompany, publishAnnouncement, setLinkStatus } from './service';
import { listAgencies, listCompanies } from './queries';
import { issueCompanyCode, issueInvitation } from './onboarding-service';
import { CHAT_COMMANDS } from './chat-commands';
import { CANDIDATE_COMMANDS } from './candidates-commands';
import { REMOTES_COMMANDS } from './remotes-commands';
import { EVENT_COMMANDS } from './events-commands';
import { JOBS_COMMANDS } from './jobs-commands';
import { MASTER_COMMANDS } from './master-commands';
import { SUPPORT_COMMANDS } from './support-commands';
import { NOTIFICATION_COMMANDS } from './notifications-commands';
import { DASHBOARD_COMMANDS } from './dashboard-commands';
import { APPLICANT_COMMANDS } from './applicants-commands';
import { BACKGROUND_COMMANDS } from './background-commands';

const noInput = z.object({});

const CORE_COMMANDS = {
  'create-agency': command({
    summary: 'Create an agency with its main account',
    input: createAgencyInput,
    run: ({ db }, input) => createAgency(db, input),
  }),
  'create-company': command({
    summary: 'Create a hiring company (companyCode generated when omitted)',
    input: createCompanyInput,
    run: ({ db }, input) => createCompany(db, input),
  }),
  'set-link': command({
    summary: 'Set the link status of an agency and a company (MATCHED / UNMATCHED)',
    input: setLinkInput,
    run: ({ db }, input) => setLinkStatus(db, input),
  }),
  'publish-announcement': command({
    summary: 'Publish an announcement (HTML is sanitised; siteId/agencyId null = all)',
    input: publishAnnouncementInput,
    run: ({ db }, input) => publishAnnouncement(db, input),
  }),
  'list-outbox': command({
    summary: 'List the mail outbox, newest first ({ to?, limit? })',
    input: listOutboxInput,
    run: ({ mail }, input) => mail.list(input),
  }),
  'issue-company-code': command({
    summary: 'Issue a sign-up company code for an agency and an e-mail (mailed there too)',
    input: issueCompanyCodeInput,
    run: issueCompanyCode,
  }),
  'issue-invitation': command({
    summary: 'Invite a sub-account of an agency by e-mail (single-use, expiring link)',
    input: issueInvitationInput,
    run: issueInvitation,
  }),
  'list-agencies': command({
    summary: 'List agencies',
    input: noInput,
    run: ({ db }) => listAgencies(db),
  }),
  'list-companies': command({
    summary: 'List hiring companies',
    input: noInput,
    run: ({ db }) => listCompanies(db),
  }),
  ...REMOTES_COMMANDS,
};

export const COMMANDS = {
  ...CORE_COMMANDS,
  ...CHAT_COMMANDS,
  ...CANDIDATE_COMMANDS,
  ...EVENT_COMMANDS,
  ...JOBS_COMMANDS,
  ...SUPPORT_COMMANDS,
  ...MASTER_COMMANDS,
  ...NOTIFICATION_COMMANDS,
  ...DASHBOARD_COMMANDS,
  ...APPLICANT_COMMANDS,
  ...BACKGROUND_COMMANDS,
};

export type CommandName = keyof typeof COMMANDS;

export function isCommandName(name: string): name is CommandName {
  return Object.hasOwn(COMMANDS, name);
}

/** Validates the JSON arguments like the HTTP API does (422 with Japanese messages) and runs. */
export async function runCommand(
  context: ConsoleContext,
  name: CommandName,
  args: unknown,
): Promise<unknown> {
  const definition: Command<z.ZodType> = COMMANDS[name];
  const labels = { ...CONSOLE_LABELS, ...definition.labels };
  return definition.run(context, parseInput(definition.input, args, labels));
}

// Operations of the hiring-company / operator side, used by the console's HTTP API, its CLI and
// the seed. Each validates nothing itself: callers pass parsed input (see schemas.ts).
import { byCompany, recordAudit } from '../audit/record';
import type { Database } from '../db/client';
import { sanitizeHtml } from '../html/sanitize';
import { EMAIL_TAKEN_MESSAGE, USER_ID_TAKEN_MESSAGE } from '../modules/auth/account-rules';
import { hashPassword } from '../modules/auth/passwords';
import { takenIdentifiers } from '../modules/auth/queries';
import { newTypeableCode, normalizeCode } from '../security/secrets';
import { validationError } from '../plugins/http-errors';
import {
  agencyExists,
  companyCodeTaken,
  companyExists,
  insertAgency,
  insertAnnouncement,
  insertCompany,
  insertMainAccount,
  upsertLink,
} from './queries';
import type {
  CreateAgencyInput,
  CreateCompanyInput,
  PublishAnnouncementInput,
  SetLinkInput,
} from './schemas';

async function assertAccountFree(db: Database, account: { userId: string; email: string }) {
  const taken = await takenIdentifiers(db, account);
  if (taken.userId) throw validationError({ 'account.userId': [USER_ID_TAKEN_MESSAGE] });
  if (taken.email) throw validationError({ 'account.email': [EMAIL_TAKEN_MESSAGE] });
}

/** An agency, with its main account when one is given (otherwise it signs up by company code). */
export async function createAgency(db: Database, input: CreateAgencyInput) {
  const { account: accountInput, ...fields } = input;
  if (accountInput) await assertAccountFree(db, accountInput);
  const passwordHash = accountInput ? await hashPassword(accountInput.password) : null;
  return db.transaction(async (tx) => {
    const agency = await insertAgency(tx, fields);
    if (!accountInput || !passwordHash) return { agency, account: null };
    const account = await insertMainAccount(tx, {
      agencyId: agency.id,
      userId: accountInput.userId,
      email: accountInput.email,
      passwordHash,
    });
    return { agency, account };
  });
}

export async function createCompany(db: Database, input: CreateCompanyInput) {
  // Stored as it is compared: upper case, no spaces or hyphens.
  const companyCode = normalizeCode(input.companyCode ?? newTypeableCode(10));
  if (await companyCodeTaken(db, companyCode)) {
    throw validationError({ companyCode: ['この企業コードは既に使用されています。'] });
  }
  return insertCompany(db, { name: input.name, email: input.email, companyCode });
}

export async function assertAgencyExists(db: Database, agencyId: number): Promise<void> {
  if (!(await agencyExists(db, agencyId)))
    throw validationError({ agencyId: ['指定された紹介会社が存在しません。'] });
}

export async function setLinkStatus(db: Database, input: SetLinkInput) {
  await assertAgencyExists(db, input.agencyId);
  if (!(await companyExists(db, input.companyId))) {
    throw validationError({ companyId: ['指定された企業が存在しません。'] });
  }
  return db.transaction(async (tx) => {
    const link = await upsertLink(tx, input);
    await recordAudit(tx, {
      agencyId: input.agencyId,
      actor: byCompany(input.companyId),
      action: 'company.link_changed',
      target: { type: 'company', id: input.companyId },
      after: { status: input.status },
    });
    return link;
  });
}

export async function publishAnnouncement(db: Database, input: PublishAnnouncementInput) {
  if (input.agencyId !== null) await assertAgencyExists(db, input.agencyId);
  const content = sanitizeHtml(input.content);
  if (!content) throw validationError({ content: ['本文に表示できる内容がありません。'] });
  return insertAnnouncement(db, {
    title: input.title,
    content,
    siteId: input.siteId,
    agencyId: input.agencyId,
  });
}

// Operations of the hiring-company / operator side, used by the console's HTTP API, its CLI and
// the seed. Each validates nothing itself: callers pass parsed input (see schemas.ts).
import { asc, eq } from 'drizzle-orm';
import { byCompany, recordAudit } from '../audit/record';
import type { Database } from '../db/client';
import { accounts, agencies } from '../db/schema/agencies';
import { announcements } from '../db/schema/announcements';
import { agencyCompanyLinks, hiringCompanies } from '../db/schema/companies';
import { sanitizeHtml } from '../html/sanitize';
import { EMAIL_TAKEN_MESSAGE, USER_ID_TAKEN_MESSAGE } from '../modules/auth/account-rules';
import { hashPassword } from '../modules/auth/passwords';
import { takenIdentifiers } from '../modules/auth/queries';
import { newTypeableCode, normalizeCode } from '../security/secrets';
import { validationError } from '../plugins/http-errors';
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
    const [agency] = await tx.insert(agencies).values(fields).returning();
    if (!accountInput || !passwordHash) return { agency, account: null };
    const [account] = await tx
      .insert(accounts)
      .values({
        agencyId: agency.id,
        kind: 'main',
        userId: accountInput.userId,
        email: accountInput.email,
        passwordHash,
      })
      .returning({ id: accounts.id, userId: accounts.userId, email: accounts.email });
    return { agency, account };
  });
}

export async function createCompany(db: Database, input: CreateCompanyInput) {
  // Stored as it is compared: upper case, no spaces or hyphens.
  const companyCode = normalizeCode(input.companyCode ?? newTypeableCode(10));
  const [existing] = await db
    .select({ id: hiringCompanies.id })
    .from(hiringCompanies)
    .where(eq(hiringCompanies.companyCode, companyCode));
  if (existing) throw validationError({ companyCode: ['この企業コードは既に使用されています。'] });
  const [company] = await db
    .insert(hiringCompanies)
    .values({ name: input.name, email: input.email, companyCode })
    .returning();
  return company;
}

export async function assertAgencyExists(db: Database, agencyId: number): Promise<void> {
  const [agency] = await db
    .select({ id: agencies.id })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  if (!agency) throw validationError({ agencyId: ['指定された紹介会社が存在しません。'] });
}

export async function setLinkStatus(db: Database, input: SetLinkInput) {
  await assertAgencyExists(db, input.agencyId);
  const [company] = await db
    .select({ id: hiringCompanies.id })
    .from(hiringCompanies)
    .where(eq(hiringCompanies.id, input.companyId));
  if (!company) throw validationError({ companyId: ['指定された企業が存在しません。'] });
  return db.transaction(async (tx) => {
    const [link] = await tx
      .insert(agencyCompanyLinks)
      .values(input)
      .onConflictDoUpdate({
        target: [agencyCompanyLinks.agencyId, agencyCompanyLinks.companyId],
        set: { status: input.status, updatedAt: new Date() },
      })
      .returning();
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
  const [announcement] = await db
    .insert(announcements)
    .values({ title: input.title, content, siteId: input.siteId, agencyId: input.agencyId })
    .returning();
  return announcement;
}

export function listAgencies(db: Database) {
  return db
    .select({ id: agencies.id, name: agencies.name, email: agencies.email })
    .from(agencies)
    .orderBy(asc(agencies.id));
}

export function listCompanies(db: Database) {
  return db.select().from(hiringCompanies).orderBy(asc(hiringCompanies.id));
}

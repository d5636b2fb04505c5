// Operations of the hiring-company / operator side, used by the console's HTTP API, its CLI and
// the seed. Each validates nothing itself: callers pass parsed input (see schemas.ts).
import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accounts, agencies } from '../db/schema/agencies';
import { announcements } from '../db/schema/announcements';
import { agencyCompanyLinks, hiringCompanies } from '../db/schema/companies';
import { sanitizeHtml } from '../html/sanitize';
import { hashPassword } from '../modules/auth/passwords';
import { validationError } from '../plugins/http-errors';
import type {
  CreateAgencyInput,
  CreateCompanyInput,
  PublishAnnouncementInput,
  SetLinkInput,
} from './schemas';

export async function createAgency(db: Database, input: CreateAgencyInput) {
  const taken = await db
    .select({ userId: accounts.userId, email: accounts.email })
    .from(accounts)
    .where(
      sql`${accounts.userId} = ${input.account.userId} or lower(${accounts.email}) = ${input.account.email.toLowerCase()}`,
    );
  if (taken.some((row) => row.userId === input.account.userId)) {
    throw validationError({ 'account.userId': ['このユーザーIDは既に使用されています。'] });
  }
  if (taken.length > 0) {
    throw validationError({ 'account.email': ['このメールアドレスは既に使用されています。'] });
  }
  const passwordHash = await hashPassword(input.account.password);
  return db.transaction(async (tx) => {
    const [agency] = await tx
      .insert(agencies)
      .values({
        name: input.name,
        phone: input.phone,
        contactPerson: input.contactPerson,
        address: input.address,
        email: input.email,
        additionalEmails: input.additionalEmails,
      })
      .returning();
    const [account] = await tx
      .insert(accounts)
      .values({
        agencyId: agency.id,
        kind: 'main',
        userId: input.account.userId,
        email: input.account.email,
        passwordHash,
      })
      .returning({ id: accounts.id, userId: accounts.userId, email: accounts.email });
    return { agency, account };
  });
}

/** A code an agency can type to link itself: readable, without 0/O and 1/I confusions. */
export function newCompanyCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(10);
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

export async function createCompany(db: Database, input: CreateCompanyInput) {
  const companyCode = input.companyCode ?? newCompanyCode();
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

export async function setLinkStatus(db: Database, input: SetLinkInput) {
  const [agency] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, input.agencyId));
  if (!agency) throw validationError({ agencyId: ['指定された紹介会社が存在しません。'] });
  const [company] = await db
    .select({ id: hiringCompanies.id })
    .from(hiringCompanies)
    .where(eq(hiringCompanies.id, input.companyId));
  if (!company) throw validationError({ companyId: ['指定された企業が存在しません。'] });
  const [link] = await db
    .insert(agencyCompanyLinks)
    .values(input)
    .onConflictDoUpdate({
      target: [agencyCompanyLinks.agencyId, agencyCompanyLinks.companyId],
      set: { status: input.status, updatedAt: new Date() },
    })
    .returning();
  return link;
}

export async function publishAnnouncement(db: Database, input: PublishAnnouncementInput) {
  if (input.agencyId !== null) {
    const [agency] = await db
      .select({ id: agencies.id })
      .from(agencies)
      .where(eq(agencies.id, input.agencyId));
    if (!agency) throw validationError({ agencyId: ['指定された紹介会社が存在しません。'] });
  }
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

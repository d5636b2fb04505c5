// SQL of the console's core operations (service.ts, commands.ts): agencies and their main
// account, hiring companies, agency–company links and announcements.
import { asc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accounts, agencies } from '../db/schema/agencies';
import { announcements } from '../db/schema/announcements';
import { agencyCompanyLinks, hiringCompanies } from '../db/schema/companies';

export async function agencyExists(db: Database, agencyId: number): Promise<boolean> {
  const [agency] = await db
    .select({ id: agencies.id })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  return Boolean(agency);
}

async function anyCompany(db: Database, condition: SQL): Promise<boolean> {
  const [company] = await db
    .select({ id: hiringCompanies.id })
    .from(hiringCompanies)
    .where(condition);
  return Boolean(company);
}

export function companyExists(db: Database, companyId: number): Promise<boolean> {
  return anyCompany(db, eq(hiringCompanies.id, companyId));
}

/** Whether a company already has this (normalised) company code. */
export function companyCodeTaken(db: Database, companyCode: string): Promise<boolean> {
  return anyCompany(db, eq(hiringCompanies.companyCode, companyCode));
}

export async function insertAgency(tx: Database, values: typeof agencies.$inferInsert) {
  const [agency] = await tx.insert(agencies).values(values).returning();
  return agency;
}

export async function insertMainAccount(
  tx: Database,
  account: { agencyId: number; userId: string; email: string; passwordHash: string },
) {
  const [created] = await tx
    .insert(accounts)
    .values({ ...account, kind: 'main' })
    .returning({ id: accounts.id, userId: accounts.userId, email: accounts.email });
  return created;
}

export async function insertCompany(db: Database, values: typeof hiringCompanies.$inferInsert) {
  const [company] = await db.insert(hiringCompanies).values(values).returning();
  return company;
}

/** The agency–company link with this status, created or changed. */
export async function upsertLink(tx: Database, link: typeof agencyCompanyLinks.$inferInsert) {
  const [row] = await tx
    .insert(agencyCompanyLinks)
    .values(link)
    .onConflictDoUpdate({
      target: [agencyCompanyLinks.agencyId, agencyCompanyLinks.companyId],
      set: { status: link.status, updatedAt: new Date() },
    })
    .returning();
  return row;
}

export async function insertAnnouncement(db: Database, values: typeof announcements.$inferInsert) {
  const [announcement] = await db.insert(announcements).values(values).returning();
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

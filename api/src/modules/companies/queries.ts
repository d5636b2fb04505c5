// Hiring companies as an agency sees them: only through its links.
import { and, eq, sql, type Column, type SQL } from 'drizzle-orm';
import { PERMIT_MATCHING_STATUS, type PermitMatchingStatus } from '@portal/shared/enums';
import type { MatchedCompany } from '@portal/shared/contract/companies';
import type { Database } from '../../db/client';
import { agencyCompanyLinks, hiringCompanies } from '../../db/schema/companies';

/** Byte order keeps the list identical on PGlite and on a PostgreSQL server with another locale. */
export const byNameThenId = [sql`${hiringCompanies.name} collate "C"`, hiringCompanies.id];

/** The company in `companyId` (a column of the outer query) has a MATCHED link with the agency. */
export function matchedWith(agencyId: number, companyId: Column): SQL {
  return sql`exists (select 1 from ${agencyCompanyLinks} where ${agencyCompanyLinks.companyId} = ${companyId} and ${agencyCompanyLinks.agencyId} = ${agencyId} and ${agencyCompanyLinks.status} = ${PERMIT_MATCHING_STATUS.MATCHED})`;
}

export function linkedCompanies(
  db: Database,
  agencyId: number,
  status?: PermitMatchingStatus,
): Promise<MatchedCompany[]> {
  return db
    .select({ id: hiringCompanies.id, name: hiringCompanies.name })
    .from(hiringCompanies)
    .innerJoin(
      agencyCompanyLinks,
      and(
        eq(agencyCompanyLinks.companyId, hiringCompanies.id),
        eq(agencyCompanyLinks.agencyId, agencyId),
        status ? eq(agencyCompanyLinks.status, status) : undefined,
      ),
    )
    .orderBy(...byNameThenId);
}

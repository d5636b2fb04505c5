// Hiring companies (job companies) and their links to agencies. An agency sees a company only
// through a link; jobs only through a MATCHED one.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PermitMatchingStatus } from '@portal/shared/enums';
import { agencyRef } from './agencies';
import { requiredRef, serialId, timestamps } from './columns';

export const hiringCompanies = pgTable(
  'hiring_companies',
  {
    id: serialId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** Typed by an agency in its settings to link itself to this company. */
    companyCode: text('company_code').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('hiring_companies_company_code_unique').on(t.companyCode)],
);

/** The hiring company a row belongs to: deleted with the company. */
export const companyRef = () => requiredRef('company_id', () => hiringCompanies.id);

export const agencyCompanyLinks = pgTable(
  'agency_company_links',
  {
    id: serialId(),
    agencyId: agencyRef(),
    companyId: companyRef(),
    status: text('status').$type<PermitMatchingStatus>().notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('agency_company_links_pair_unique').on(t.agencyId, t.companyId),
    index('agency_company_links_company_id_idx').on(t.companyId),
    check('agency_company_links_status_check', sql`${t.status} in ('MATCHED', 'UNMATCHED')`),
  ],
);

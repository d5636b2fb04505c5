// The agency's links as its settings show them, and linking by the company's own code.
import { and, eq } from 'drizzle-orm';
import type { LinkableCompany } from '@portal/shared/contract/settings';
import { auditOf, recordAudit } from '../../audit/record';
import type { Database } from '../../db/client';
import { companyOfLink } from '../../db/join-queries';
import type { AuthContext } from '../../plugins/auth-guard';
import { agencyCompanyLinks, hiringCompanies } from '../../db/schema/companies';
import { normalizeCode } from '../../security/secrets';
import { byNameThenId } from '../companies/queries';
import { PERMIT_MATCHING_STATUS } from '@portal/shared/enums';

export async function linkableCompanies(
  db: Database,
  agencyId: number,
): Promise<LinkableCompany[]> {
  const rows = await db
    .select({
      id: hiringCompanies.id,
      companyName: hiringCompanies.name,
      companyEmail: hiringCompanies.email,
      status: agencyCompanyLinks.status,
      code: hiringCompanies.companyCode,
    })
    .from(agencyCompanyLinks)
    .innerJoin(hiringCompanies, companyOfLink)
    .where(eq(agencyCompanyLinks.agencyId, agencyId))
    .orderBy(...byNameThenId);
  // An unlinked company's code is the secret the agency has to bring: never shown before linking.
  return rows.map(({ code, ...row }) => ({
    ...row,
    companyCode: row.status === PERMIT_MATCHING_STATUS.MATCHED ? code : null,
  }));
}

export type LinkOutcome = 'linked' | 'already-linked' | 'wrong-code' | 'not-found';

export async function linkWithCode(
  db: Database,
  auth: AuthContext,
  companyId: number,
  companyCode: string,
  now: Date,
): Promise<LinkOutcome> {
  const { agencyId } = auth;
  const [link] = await db
    .select({
      id: agencyCompanyLinks.id,
      status: agencyCompanyLinks.status,
      code: hiringCompanies.companyCode,
    })
    .from(agencyCompanyLinks)
    .innerJoin(hiringCompanies, companyOfLink)
    .where(
      and(eq(agencyCompanyLinks.agencyId, agencyId), eq(agencyCompanyLinks.companyId, companyId)),
    );
  if (!link) return 'not-found';
  if (normalizeCode(link.code) !== normalizeCode(companyCode)) return 'wrong-code';
  if (link.status === PERMIT_MATCHING_STATUS.MATCHED) return 'already-linked';
  await db.transaction(async (tx) => {
    await tx
      .update(agencyCompanyLinks)
      .set({ status: PERMIT_MATCHING_STATUS.MATCHED, updatedAt: now })
      .where(eq(agencyCompanyLinks.id, link.id));
    await recordAudit(tx, {
      ...auditOf(auth),
      action: 'company.linked',
      target: { type: 'company', id: companyId },
      before: { status: link.status },
      after: { status: PERMIT_MATCHING_STATUS.MATCHED },
    });
  });
  return 'linked';
}

// The tenancy rule of an agency's own rows (applicants, candidates, chat threads and groups, …):
// the session's agency on the session's site. Another agency's or another site's row reads
// exactly like one that does not exist.
import { and, eq, type Column, type SQL } from 'drizzle-orm';

/** The row is the agency's on the site. */
export function ownedBy(
  table: { agencyId: Column; siteId: Column },
  owner: { agencyId: number; siteId: string },
): SQL {
  return and(eq(table.agencyId, owner.agencyId), eq(table.siteId, owner.siteId))!;
}

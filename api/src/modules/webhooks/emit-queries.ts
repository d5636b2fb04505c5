// SQL of emitting an event (emit.ts): the active endpoints of the agencies that subscribed to
// the type, and their deliveries, written in the caller's transaction.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/webhooks';

export type Executor = Pick<Database, 'select' | 'insert'>;

export function subscribedEndpoints(db: Executor, agencyIds: number[], type: string) {
  return db
    .select({ id: webhookEndpoints.id, agencyId: webhookEndpoints.agencyId })
    .from(webhookEndpoints)
    .where(
      and(
        inArray(webhookEndpoints.agencyId, agencyIds),
        eq(webhookEndpoints.active, true),
        sql`${webhookEndpoints.eventTypes} @> ${JSON.stringify([type])}::jsonb`,
      ),
    );
}

export async function insertDeliveries(
  db: Executor,
  rows: (typeof webhookDeliveries.$inferInsert)[],
): Promise<number[]> {
  if (!rows.length) return [];
  const inserted = await db
    .insert(webhookDeliveries)
    .values(rows)
    .returning({ id: webhookDeliveries.id });
  return inserted.map((row) => row.id);
}

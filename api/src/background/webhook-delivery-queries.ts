// The SQL of webhook deliveries (webhook-delivery.ts): the delivery with its endpoint, an
// attempt written with the delivery's and the endpoint's new state in one transaction, pausing
// an endpoint that kept failing (the main account's address for the mail), the pending
// deliveries of an endpoint turned on again, and the 30-day retention.
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accounts } from '../db/schema/agencies';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../db/schema/webhooks';

type Tx = Pick<Database, 'select' | 'insert' | 'update'>;

export async function deliveryWithEndpoint(db: Pick<Database, 'select'>, deliveryId: number) {
  const [row] = await db
    .select({
      id: webhookDeliveries.id,
      endpointId: webhookDeliveries.endpointId,
      agencyId: webhookDeliveries.agencyId,
      messageId: webhookDeliveries.messageId,
      payload: webhookDeliveries.payload,
      state: webhookDeliveries.state,
      attempts: webhookDeliveries.attempts,
      chain: webhookDeliveries.chain,
      url: webhookEndpoints.url,
      secret: webhookEndpoints.secret,
      active: webhookEndpoints.active,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, deliveryId));
  return row ?? null;
}

export type DeliveryRow = NonNullable<Awaited<ReturnType<typeof deliveryWithEndpoint>>>;

export interface AttemptRecord {
  delivery: DeliveryRow;
  at: Date;
  statusCode: number | null;
  durationMs: number;
  responseHead: string;
  error: string | null;
  ok: boolean;
  /** When the chain tries again; null: it is over (succeeded, or failed for good). */
  nextAttemptAt: Date | null;
}

/**
 * Writes the attempt and the delivery's new state (only while the delivery is still on this
 * chain), and the endpoint's success or first failure. False when the delivery moved on.
 */
export async function recordAttempt(tx: Tx, record: AttemptRecord): Promise<boolean> {
  const { delivery, at, ok } = record;
  const [updated] = await tx
    .update(webhookDeliveries)
    .set({
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lastAttemptAt: at,
      state: ok ? 'succeeded' : record.nextAttemptAt ? 'pending' : 'failed',
      nextAttemptAt: ok ? null : record.nextAttemptAt,
    })
    .where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.chain, delivery.chain)))
    .returning({ attempts: webhookDeliveries.attempts });
  if (!updated) return false;
  await tx.insert(webhookAttempts).values({
    deliveryId: delivery.id,
    endpointId: delivery.endpointId,
    attempt: updated.attempts,
    at,
    statusCode: record.statusCode,
    durationMs: record.durationMs,
    responseHead: record.responseHead,
    error: record.error,
  });
  await tx
    .update(webhookEndpoints)
    .set({
      failingSince: ok
        ? null
        : sql`coalesce(${webhookEndpoints.failingSince}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(webhookEndpoints.id, delivery.endpointId));
  return true;
}

/**
 * Pauses the endpoint when it has been failing since before `failingBefore`; answers the paused
 * endpoint (once: an endpoint already paused is not paused again) with the main account's address.
 */
export async function pauseIfFailing(
  tx: Tx,
  endpointId: number,
  failingBefore: Date,
  now: Date,
): Promise<{ url: string; mainEmail: string | null } | null> {
  const [paused] = await tx
    .update(webhookEndpoints)
    .set({ active: false, pausedReason: 'failing', updatedAt: now })
    .where(
      and(
        eq(webhookEndpoints.id, endpointId),
        eq(webhookEndpoints.active, true),
        lt(webhookEndpoints.failingSince, failingBefore),
      ),
    )
    .returning({ url: webhookEndpoints.url, agencyId: webhookEndpoints.agencyId });
  if (!paused) return null;
  const [main] = await tx
    .select({ email: accounts.email })
    .from(accounts)
    .where(and(eq(accounts.agencyId, paused.agencyId), eq(accounts.kind, 'main')))
    .limit(1);
  return { url: paused.url, mainEmail: main?.email ?? null };
}

/** Starts a new chain for the delivery (再送, or its endpoint turned on again); its number. */
export async function startChain(
  tx: Pick<Database, 'update'>,
  where: { deliveryId: number } | { endpointId: number },
  now: Date,
): Promise<{ id: number; chain: number }[]> {
  return tx
    .update(webhookDeliveries)
    .set({ state: 'pending', chain: sql`${webhookDeliveries.chain} + 1`, nextAttemptAt: now })
    .where(
      'deliveryId' in where
        ? eq(webhookDeliveries.id, where.deliveryId)
        : and(
            eq(webhookDeliveries.endpointId, where.endpointId),
            eq(webhookDeliveries.state, 'pending'),
          ),
    )
    .returning({ id: webhookDeliveries.id, chain: webhookDeliveries.chain });
}

/** Deletes deliveries (with their attempts) and attempts older than the retention. */
export async function deleteOldDeliveries(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .delete(webhookDeliveries)
    .where(
      and(
        or(eq(webhookDeliveries.state, 'succeeded'), eq(webhookDeliveries.state, 'failed')),
        sql`coalesce(${webhookDeliveries.lastAttemptAt}, ${webhookDeliveries.createdAt}) < ${before.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: webhookDeliveries.id });
  await db.delete(webhookAttempts).where(lt(webhookAttempts.at, before));
  return deleted.length;
}

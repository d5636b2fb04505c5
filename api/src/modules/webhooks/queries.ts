// SQL of the webhook settings (routes.ts): the agency's endpoints, adding one with its secret,
// changing and deleting one, its delivery log of the last 30 days, replaying a delivery and
// queueing a test event; every write with its audit record in the same transaction.
import { and, count, desc, eq, gte } from 'drizzle-orm';
import {
  WEBHOOK_LOG_DAYS,
  WEBHOOK_LOG_LIMIT,
  WEBHOOK_TEST_EVENT,
  type WebhookDeliveryLog,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@portal/shared/contract/webhooks';
import { auditOf, recordAudit } from '../../audit/record';
import { enqueueDelivery } from '../../background/webhook-delivery';
import { startChain } from '../../background/webhook-delivery-queries';
import type { Database } from '../../db/client';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema/webhooks';
import type { AuthContext } from '../../plugins/auth-guard';
import { newMessageId, newWebhookSecret, secretHint } from './signing';

type EndpointRow = typeof webhookEndpoints.$inferSelect;

export interface EndpointInput {
  url: string;
  eventTypes: WebhookEventType[];
  active: boolean;
}

export function endpointAnswer(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    eventTypes: row.eventTypes as WebhookEventType[],
    active: row.active,
    pausedReason: row.pausedReason === 'failing' && !row.active ? 'failing' : null,
    failingSince: row.failingSince?.toISOString() ?? null,
    secretHint: secretHint(row.secret),
    createdAt: row.createdAt.toISOString(),
  };
}

const ownEndpoint = (agencyId: number, id: number) =>
  and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.agencyId, agencyId));

/** Whether the endpoint is the agency's: another agency's reads as none. */
async function isOwnEndpoint(db: Pick<Database, 'select'>, agencyId: number, id: number) {
  const [endpoint] = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(ownEndpoint(agencyId, id));
  return endpoint !== undefined;
}

const audited = (input: EndpointInput) => ({
  url: input.url,
  eventTypes: input.eventTypes.join(', '),
  active: input.active,
});

export async function listEndpoints(db: Database, agencyId: number): Promise<WebhookEndpoint[]> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.agencyId, agencyId))
    .orderBy(webhookEndpoints.id);
  return rows.map(endpointAnswer);
}

export function createEndpoint(db: Database, auth: AuthContext, input: EndpointInput, now: Date) {
  const secret = newWebhookSecret();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({ agencyId: auth.agencyId, ...input, secret, createdAt: now, updatedAt: now })
      .returning();
    await recordAudit(tx, {
      ...auditOf(auth),
      action: 'webhook.created',
      target: { type: 'webhook_endpoint', id: row!.id },
      after: audited(input),
    });
    return { endpoint: endpointAnswer(row!), secret };
  });
}

/** The changed endpoint, or null when it is not the agency's. */
export function updateEndpoint(
  db: Database,
  auth: AuthContext,
  id: number,
  input: EndpointInput,
  now: Date,
): Promise<WebhookEndpoint | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(webhookEndpoints)
      .where(ownEndpoint(auth.agencyId, id))
      .for('update');
    if (!before) return null;
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        ...input,
        // Turned on again (or left on): a fresh start; the failure window counts from scratch.
        ...(input.active ? { pausedReason: null, failingSince: null } : {}),
        ...(!input.active && before.active ? { pausedReason: null } : {}),
        updatedAt: now,
      })
      .where(eq(webhookEndpoints.id, id))
      .returning();
    if (input.active && !before.active) {
      // On again: what waited while it was paused goes out now (a new chain each).
      for (const job of await startChain(tx, { endpointId: id }, now)) {
        await enqueueDelivery(tx, { deliveryId: job.id, chain: job.chain });
      }
    }
    const was = audited({
      url: before.url,
      eventTypes: before.eventTypes as WebhookEventType[],
      active: before.active,
    });
    const is = audited(input);
    const keys = (Object.keys(is) as (keyof typeof is)[]).filter((key) => was[key] !== is[key]);
    await recordAudit(tx, {
      ...auditOf(auth),
      action: 'webhook.updated',
      target: { type: 'webhook_endpoint', id },
      before: Object.fromEntries(keys.map((key) => [key, was[key]])),
      after: Object.fromEntries(keys.map((key) => [key, is[key]])),
    });
    return endpointAnswer(row!);
  });
}

export function deleteEndpoint(db: Database, auth: AuthContext, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(webhookEndpoints)
      .where(ownEndpoint(auth.agencyId, id))
      .returning();
    if (!row) return false;
    await recordAudit(tx, {
      ...auditOf(auth),
      action: 'webhook.deleted',
      target: { type: 'webhook_endpoint', id },
      before: { url: row.url },
    });
    return true;
  });
}

/** The attempts of the last 30 days, newest first; null when the endpoint is not the agency's. */
export async function deliveryLog(
  db: Database,
  agencyId: number,
  endpointId: number,
  now: Date,
): Promise<WebhookDeliveryLog | null> {
  if (!(await isOwnEndpoint(db, agencyId, endpointId))) return null;
  const since = new Date(now.getTime() - WEBHOOK_LOG_DAYS * 86_400_000);
  const rows = await db
    .select({
      id: webhookAttempts.id,
      deliveryId: webhookAttempts.deliveryId,
      messageId: webhookDeliveries.messageId,
      at: webhookAttempts.at,
      eventType: webhookDeliveries.eventType,
      statusCode: webhookAttempts.statusCode,
      durationMs: webhookAttempts.durationMs,
      attempt: webhookAttempts.attempt,
      responseHead: webhookAttempts.responseHead,
      state: webhookDeliveries.state,
    })
    .from(webhookAttempts)
    .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
    .where(and(eq(webhookAttempts.endpointId, endpointId), gte(webhookAttempts.at, since)))
    .orderBy(desc(webhookAttempts.at), desc(webhookAttempts.id))
    .limit(WEBHOOK_LOG_LIMIT);
  const [waiting] = await db
    .select({ n: count() })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.state, 'pending'),
        eq(webhookDeliveries.attempts, 0),
      ),
    );
  return {
    attempts: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
    waiting: waiting?.n ?? 0,
  };
}

/** 再送: the delivery queued again with its webhook-id; false when it is not the endpoint's. */
export function replayDelivery(
  db: Database,
  auth: AuthContext,
  endpointId: number,
  deliveryId: number,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ eventType: webhookDeliveries.eventType })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.id, deliveryId),
          eq(webhookDeliveries.endpointId, endpointId),
          eq(webhookDeliveries.agencyId, auth.agencyId),
        ),
      )
      .for('update');
    if (!row) return false;
    const [chain] = await startChain(tx, { deliveryId }, now);
    await enqueueDelivery(tx, { deliveryId, chain: chain!.chain });
    await recordAudit(tx, {
      ...auditOf(auth),
      action: 'webhook.replayed',
      target: { type: 'webhook_endpoint', id: endpointId },
      after: { deliveryId, kind: row.eventType },
    });
    return true;
  });
}

export const TEST_EVENT_MESSAGE = '紹介会社ポータルからの送信テストです。';

/** 送信テスト: a webhook.test delivery to the endpoint; false when it is not the agency's. */
export function queueTestEvent(
  db: Database,
  auth: AuthContext,
  endpointId: number,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await isOwnEndpoint(tx, auth.agencyId, endpointId))) return false;
    const [delivery] = await tx
      .insert(webhookDeliveries)
      .values({
        endpointId,
        agencyId: auth.agencyId,
        messageId: newMessageId(),
        eventType: WEBHOOK_TEST_EVENT,
        payload: {
          type: WEBHOOK_TEST_EVENT,
          timestamp: now.toISOString(),
          data: { endpointId, message: TEST_EVENT_MESSAGE },
        },
        nextAttemptAt: now,
      })
      .returning({ id: webhookDeliveries.id });
    await enqueueDelivery(tx, { deliveryId: delivery!.id, chain: 0 });
    await recordAudit(tx, {
      ...auditOf(auth),
      action: 'webhook.tested',
      target: { type: 'webhook_endpoint', id: endpointId },
    });
    return true;
  });
}

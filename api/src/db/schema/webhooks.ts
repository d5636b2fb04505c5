// Webhooks (issue 30): the endpoints an agency's main account registers (URL, the event types it
// wants, active or paused, the signing secret), one delivery per event and endpoint (its
// webhook-id is the same on every attempt; its attempts are a job of the background runner,
// api/src/background/webhook-delivery.ts) and the log of every attempt, kept 30 days.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { agencyRef } from './agencies';
import { createdAt, requiredRef, serialId, timestamps, timestampTz } from './columns';

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serialId(),
    agencyId: agencyRef(),
    url: text('url').notNull(),
    /** The event types it receives (shared/src/contract/webhooks.ts WEBHOOK_EVENT_TYPES). */
    eventTypes: jsonb('event_types').$type<string[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    /** 'failing': paused by the deliverer after failing for the whole retry window. */
    pausedReason: text('paused_reason'),
    /** The Standard Webhooks secret (whsec_…), shown once when the endpoint is created. */
    secret: text('secret').notNull(),
    /** The first failed attempt since the last success (null while it answers). */
    failingSince: timestampTz('failing_since'),
    ...timestamps(),
  },
  (t) => [index('webhook_endpoints_agency_id_idx').on(t.agencyId)],
);

export const WEBHOOK_DELIVERY_STATES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serialId(),
    endpointId: requiredRef('endpoint_id', () => webhookEndpoints.id),
    agencyId: agencyRef(),
    /** The webhook-id header: the same on every attempt and replay. */
    messageId: text('message_id').notNull(),
    eventType: text('event_type').notNull(),
    /** The JSON body as signed: { type, timestamp, data }. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    state: text('state').$type<WebhookDeliveryState>().notNull().default('pending'),
    /** Attempts made (all chains: a replay continues the count). */
    attempts: integer('attempts').notNull().default(0),
    /**
     * The attempt chain: one background job per chain (0 the event's, each 再送 or resumption
     * the next); a job of an older chain finds it moved on and does nothing.
     */
    chain: integer('chain').notNull().default(0),
    /** When the chain's next attempt is due (null: none planned). */
    nextAttemptAt: timestampTz('next_attempt_at'),
    createdAt: createdAt(),
    lastAttemptAt: timestampTz('last_attempt_at'),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    check('webhook_deliveries_state_check', sql`${t.state} in ('pending', 'succeeded', 'failed')`),
  ],
);

export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: serialId(),
    deliveryId: requiredRef('delivery_id', () => webhookDeliveries.id),
    endpointId: requiredRef('endpoint_id', () => webhookEndpoints.id),
    attempt: integer('attempt').notNull(),
    at: timestampTz('at').notNull(),
    /** The HTTP status; null when no answer came (timeout, refused address, connection error). */
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    /** The first bytes of the answer's body, or why there was none. */
    responseHead: text('response_head').notNull().default(''),
    error: text('error'),
  },
  (t) => [index('webhook_attempts_endpoint_idx').on(t.endpointId, t.at)],
);

// The mail outbox: every mail the product sends is a row first, delivered by SMTP when configured.
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, serialId, timestampTz } from './columns';

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serialId(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: createdAt(),
    sentAt: timestampTz('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [
    index('mail_outbox_created_at_idx').on(t.createdAt),
    index('mail_outbox_to_idx').on(t.to),
  ],
);

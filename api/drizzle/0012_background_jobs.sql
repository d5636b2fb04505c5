-- Issue 30. One durable runner for background work (api/src/background/runner.ts): mails, the
-- daily digest, webhook deliveries and scheduled runs are jobs of one table, claimed once across
-- api replicas (FOR UPDATE SKIP LOCKED under an expiring lease), retried with backoff, dead after
-- their last attempt (listed with the last error by the company console). A key is unique per
-- kind, so the same key enqueued twice (a daily run's `<kind>:<Tokyo day>`) makes one job. A job
-- without run_at is due at once; a retry is due at its run_at.
CREATE TABLE "background_jobs" (
	"id" serial PRIMARY KEY,
	"kind" text NOT NULL,
	"key" text,
	"payload" jsonb NOT NULL DEFAULT '{}'::jsonb,
	"state" text NOT NULL DEFAULT 'queued',
	"run_at" timestamp with time zone,
	"attempts" integer NOT NULL DEFAULT 0,
	"max_attempts" integer NOT NULL DEFAULT 5,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL DEFAULT now(),
	"updated_at" timestamp with time zone NOT NULL DEFAULT now(),
	CONSTRAINT "background_jobs_state_check" CHECK ("state" in ('queued', 'running', 'done', 'dead'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "background_jobs_kind_key_unique" ON "background_jobs" ("kind", "key");
--> statement-breakpoint
CREATE INDEX "background_jobs_due_idx" ON "background_jobs" ("state", "run_at");
--> statement-breakpoint
-- The outbox mails an earlier api would have retried when it started: each gets its mail job.
INSERT INTO "background_jobs" ("kind", "payload")
SELECT 'mail', jsonb_build_object('mailId', "id") FROM "mail_outbox"
WHERE "sent_at" IS NULL AND "attempts" < 5 ORDER BY "id";

-- Issue 22. Job changes: every change a hiring company makes to a job through the console (title,
-- conditions, recruitment window, entry form), one row per field with its display text before and
-- after, so an agency sees what changed since its last referral to the job.
CREATE TABLE "job_changes" (
	"id" serial PRIMARY KEY,
	"job_id" integer NOT NULL REFERENCES "jobs"("id") ON DELETE CASCADE,
	"field" text NOT NULL,
	"label" text NOT NULL,
	"kind" text NOT NULL DEFAULT 'text' CHECK ("kind" in ('text', 'datetime')),
	"before" text,
	"after" text,
	"changed_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "job_changes_job_changed_idx" ON "job_changes" ("job_id", "changed_at");
--> statement-breakpoint
-- Notification digests: a key that is on (value) is mailed at once, or, with digest, gathered and
-- mailed once a day (9:00 Tokyo). A digest is claimed once per agency and day by its unique key,
-- whatever the number of api replicas running the schedule.
ALTER TABLE "notification_settings" ADD COLUMN "digest" boolean NOT NULL DEFAULT false;
--> statement-breakpoint
CREATE TABLE "notification_digests" (
	"id" serial PRIMARY KEY,
	"agency_id" integer NOT NULL REFERENCES "agencies"("id") ON DELETE CASCADE,
	"digest_day" date NOT NULL,
	"item_count" integer NOT NULL DEFAULT 0,
	"created_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX "notification_digests_agency_day_unique" ON "notification_digests" ("agency_id", "digest_day");
--> statement-breakpoint
CREATE TABLE "notification_digest_items" (
	"id" serial PRIMARY KEY,
	"agency_id" integer NOT NULL REFERENCES "agencies"("id") ON DELETE CASCADE,
	"key" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL DEFAULT now(),
	"digest_id" integer REFERENCES "notification_digests"("id") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX "notification_digest_items_pending_idx" ON "notification_digest_items" ("agency_id", "created_at") WHERE "digest_id" IS NULL;

-- Issue 22 (audit trail, staff named) and issue 21 (referral receipts).
-- A staff member's display name (the sub-accounts listed in settings; empty shows the user ID).
ALTER TABLE "accounts" ADD COLUMN "name" text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- The referral receipt: when the server accepted the referral and which staff account sent it.
ALTER TABLE "candidates" ADD COLUMN "referred_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "referred_by_account_id" integer REFERENCES "accounts"("id") ON DELETE SET NULL;
--> statement-breakpoint
UPDATE "candidates" SET "referred_at" = "created_at";
--> statement-breakpoint
ALTER TABLE "candidates" ALTER COLUMN "referred_at" SET DEFAULT now();
--> statement-breakpoint
ALTER TABLE "candidates" ALTER COLUMN "referred_at" SET NOT NULL;
--> statement-breakpoint
-- The receipt is immutable: its time never changes, its sender only goes when the account is
-- deleted (ON DELETE SET NULL). The demo clock (seed only) moves dates inside its own transaction
-- with portal.rewrite_receipts set locally; nothing in the product sets it.
CREATE FUNCTION "candidates_receipt_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF coalesce(current_setting('portal.rewrite_receipts', true), '') = 'on' THEN
		RETURN NEW;
	END IF;
	IF NEW."referred_at" IS DISTINCT FROM OLD."referred_at"
		OR (NEW."referred_by_account_id" IS DISTINCT FROM OLD."referred_by_account_id"
			AND NEW."referred_by_account_id" IS NOT NULL) THEN
		RAISE EXCEPTION 'a referral receipt cannot be changed' USING ERRCODE = 'check_violation';
	END IF;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "candidates_receipt_immutable" BEFORE UPDATE ON "candidates"
	FOR EACH ROW EXECUTE FUNCTION "candidates_receipt_immutable"();
--> statement-breakpoint
-- The staff account that uploaded a bulk referral CSV: its referrals are sent by that account.
ALTER TABLE "bulk_imports" ADD COLUMN "requested_by_account_id" integer REFERENCES "accounts"("id") ON DELETE SET NULL;
--> statement-breakpoint
-- Which staff member made or last changed a reservation, and confirmed a tentative date.
ALTER TABLE "event_entries" ADD COLUMN "reserved_by_account_id" integer REFERENCES "accounts"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "event_entries" ADD COLUMN "updated_by_account_id" integer REFERENCES "accounts"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "tentative_events" ADD COLUMN "confirmed_by_account_id" integer REFERENCES "accounts"("id") ON DELETE SET NULL;
--> statement-breakpoint
-- The audit trail: one row per write, in the write's transaction. No foreign keys: the trail
-- outlives what it names, and a cascade would have to delete or update it.
CREATE TABLE "audit_records" (
	"id" bigserial PRIMARY KEY,
	"agency_id" integer NOT NULL,
	"site_id" text,
	"actor_kind" text NOT NULL,
	"actor_account_id" integer,
	"actor_company_id" integer,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer,
	"applicant_id" integer,
	"candidate_id" integer,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_records_actor_check" CHECK (
		("actor_kind" = 'account' AND "actor_account_id" IS NOT NULL)
		OR ("actor_kind" = 'company' AND "actor_company_id" IS NOT NULL)
		OR "actor_kind" = 'operator')
);
--> statement-breakpoint
CREATE INDEX "audit_records_agency_idx" ON "audit_records" ("agency_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "audit_records_actor_idx" ON "audit_records" ("agency_id", "actor_account_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "audit_records_action_idx" ON "audit_records" ("agency_id", "action", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "audit_records_applicant_idx" ON "audit_records" ("applicant_id", "id" DESC) WHERE "applicant_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "audit_records_candidate_idx" ON "audit_records" ("candidate_id", "id" DESC) WHERE "candidate_id" IS NOT NULL;
--> statement-breakpoint
-- Append-only: no UPDATE, DELETE or TRUNCATE, whoever asks.
CREATE FUNCTION "audit_records_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit records cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER "audit_records_no_change" BEFORE UPDATE OR DELETE ON "audit_records"
	FOR EACH ROW EXECUTE FUNCTION "audit_records_append_only"();
--> statement-breakpoint
CREATE TRIGGER "audit_records_no_truncate" BEFORE TRUNCATE ON "audit_records"
	FOR EACH STATEMENT EXECUTE FUNCTION "audit_records_append_only"();

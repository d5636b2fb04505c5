-- Issue 29 (実績 at scale): a closed Tokyo month's funnel figures, counted once from the
-- selection history when the month is first asked for after it closed, and never again (the rule
-- that a closed month's figures never change, now also in the storage). funnel_months marks the
-- months counted per agency; funnel_rollup holds their counts by site, company, job and staff:
--   kind 'reach': the referrals that first reached a stage (or left by an exit, from_stage set);
--   kind 'spent': the moves out of from_stage by tenth of a day spent in it (the medians);
--   kind 'unit':  the same reaches as 'reach', for counting per applicant: each with the month of
--     the applicant's previous reach of that stage (same site / any site, and also by the same
--     staff member), so the applicants of a period are the reaches whose previous one is before it.
CREATE TABLE "funnel_months" (
	"agency_id" integer NOT NULL,
	"month" date NOT NULL,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funnel_months_pkey" PRIMARY KEY ("agency_id", "month")
);
--> statement-breakpoint
CREATE TABLE "funnel_rollup" (
	"agency_id" integer NOT NULL,
	"month" date NOT NULL,
	"kind" text NOT NULL,
	"site_id" text NOT NULL,
	"company_id" integer,
	"job_id" integer,
	"staff_account_id" integer,
	"stage" text,
	"from_stage" text,
	"tenth" integer,
	"prev_site" date,
	"prev_any" date,
	"prev_site_staff" date,
	"prev_any_staff" date,
	"n" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "funnel_rollup_month_idx" ON "funnel_rollup" ("agency_id", "kind", "month");
--> statement-breakpoint
-- An applicant's reaches of a stage (the per-applicant count of the open month looks back by it).
CREATE INDEX "selection_history_unit_idx" ON "selection_history" ("agency_id", (coalesce("applicant_id", -"candidate_id")), "stage", "changed_at") WHERE "first_reach";

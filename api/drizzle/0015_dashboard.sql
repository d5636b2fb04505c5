-- Issue 29 (ダッシュボード): the append-only history of selection changes (the funnel reads it),
-- tasks (やること), the 回答待ち marks with their daily runs, and the agency's thresholds.
-- The funnel stage of a status (and step): 推薦, 選考中, 面接 (a step named 面接…), 内定, 内定承諾,
-- or an exit (選考辞退, 不合格, 内定承諾前辞退, 内定承諾後辞退).
CREATE FUNCTION "portal_funnel_stage"(status smallint, step text) RETURNS text
	LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE status
		WHEN 1 THEN 'referred'
		WHEN 2 THEN CASE WHEN coalesce(step, '') LIKE '%面接%' THEN 'interview' ELSE 'screening' END
		WHEN 7 THEN 'offer'
		WHEN 8 THEN 'accepted'
		WHEN 3 THEN 'declined'
		WHEN 6 THEN 'rejected'
		WHEN 4 THEN 'offerDeclined'
		WHEN 5 THEN 'acceptedDeclined'
	END
$$;
--> statement-breakpoint
CREATE FUNCTION "portal_stage_rank"(stage text) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE stage
		WHEN 'referred' THEN 1 WHEN 'screening' THEN 2 WHEN 'interview' THEN 3
		WHEN 'offer' THEN 4 WHEN 'accepted' THEN 5
	END
$$;
--> statement-breakpoint
-- One row per change of a referral's selection (and per confirmed interview date), written by
-- the triggers below in the transaction of the change. No foreign keys: the history outlives the
-- referral, so a closed month's funnel never changes. The referral's agency, site, applicant,
-- job, company and referring staff member are copied in, for the funnel's filters.
CREATE TABLE "selection_history" (
	"id" bigserial PRIMARY KEY,
	"candidate_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"site_id" text NOT NULL,
	"applicant_id" integer,
	"job_id" integer,
	"company_id" integer,
	"staff_account_id" integer,
	"status" smallint,
	"step_name" text,
	-- The funnel stage or exit this change enters (null: none, e.g. back to 選考前).
	"stage" text,
	-- The stage the referral was in, and since when (null for the first row).
	"from_stage" text,
	"from_stage_at" timestamp with time zone,
	-- The first time the referral reaches this stage (a funnel count counts these only).
	"first_reach" boolean NOT NULL,
	-- A stage the referral skipped (選考前 → 内定 passes 選考中 and 面接): counted, never timed.
	"implied" boolean DEFAULT false NOT NULL,
	-- referral | status | interview_confirmed | backfill
	"source" text NOT NULL,
	-- account | company | system
	"actor_kind" text NOT NULL,
	"actor_account_id" integer,
	"actor_company_id" integer,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "selection_history_site_idx" ON "selection_history" ("agency_id", "site_id", "changed_at") INCLUDE ("stage", "first_reach", "candidate_id", "applicant_id", "company_id", "job_id", "staff_account_id", "from_stage", "from_stage_at", "implied");
--> statement-breakpoint
CREATE INDEX "selection_history_funnel_idx" ON "selection_history" ("agency_id", "changed_at") INCLUDE ("site_id", "stage", "first_reach", "candidate_id", "applicant_id", "company_id", "job_id", "staff_account_id", "from_stage", "from_stage_at", "implied");
--> statement-breakpoint
CREATE INDEX "selection_history_candidate_idx" ON "selection_history" ("candidate_id", "id");
--> statement-breakpoint
-- Records a change: the skipped stages first (implied), then the change itself.
CREATE FUNCTION "portal_record_selection"(
	p_candidate integer, p_stage text, p_status smallint, p_step text, p_at timestamptz,
	p_source text, p_actor_kind text, p_actor_account integer, p_actor_company integer
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	c record;
	cur_stage text;
	cur_at timestamptz;
	max_rank integer;
	new_rank integer := portal_stage_rank(p_stage);
	stages text[] := ARRAY['referred', 'screening', 'interview', 'offer', 'accepted'];
	r integer;
	already boolean;
BEGIN
	SELECT cand.agency_id, cand.site_id, cand.applicant_id, cand.job_id, j.company_id,
		cand.referred_by_account_id AS staff
		INTO c FROM candidates cand LEFT JOIN jobs j ON j.id = cand.job_id WHERE cand.id = p_candidate;
	IF NOT FOUND THEN RETURN; END IF;
	SELECT h.stage, h.changed_at INTO cur_stage, cur_at FROM selection_history h
		WHERE h.candidate_id = p_candidate AND h.stage IS NOT NULL
			AND h.stage IS DISTINCT FROM h.from_stage AND NOT h.implied
		ORDER BY h.id DESC LIMIT 1;
	SELECT max(portal_stage_rank(h.stage)) INTO max_rank FROM selection_history h
		WHERE h.candidate_id = p_candidate;
	IF new_rank IS NOT NULL AND max_rank IS NOT NULL AND new_rank > max_rank + 1 THEN
		FOR r IN (max_rank + 1)..(new_rank - 1) LOOP
			INSERT INTO selection_history ("candidate_id", "agency_id", "site_id", "applicant_id",
				"job_id", "company_id", "staff_account_id", "status", "step_name", "stage",
				"first_reach", "implied", "source", "actor_kind", "actor_account_id",
				"actor_company_id", "changed_at")
			VALUES (p_candidate, c.agency_id, c.site_id, c.applicant_id, c.job_id, c.company_id,
				c.staff, p_status, p_step, stages[r], true, true, p_source, p_actor_kind,
				p_actor_account, p_actor_company, p_at);
		END LOOP;
	END IF;
	IF new_rank IS NOT NULL THEN
		already := max_rank IS NOT NULL AND new_rank <= max_rank;
	ELSIF p_stage IS NOT NULL THEN
		already := EXISTS (SELECT 1 FROM selection_history h
			WHERE h.candidate_id = p_candidate AND h.stage = p_stage);
	ELSE
		already := true;
	END IF;
	INSERT INTO selection_history ("candidate_id", "agency_id", "site_id", "applicant_id",
		"job_id", "company_id", "staff_account_id", "status", "step_name", "stage", "from_stage",
		"from_stage_at", "first_reach", "implied", "source", "actor_kind", "actor_account_id",
		"actor_company_id", "changed_at")
	VALUES (p_candidate, c.agency_id, c.site_id, c.applicant_id, c.job_id, c.company_id, c.staff,
		p_status, p_step, p_stage, cur_stage, cur_at, NOT already, false, p_source, p_actor_kind,
		p_actor_account, p_actor_company, p_at);
END $$;
--> statement-breakpoint
-- Who made the change: 'company:<id>' or 'account:<id>' set for the transaction by the code that
-- changes (set_config('portal.actor', …, true)); else the system.
CREATE FUNCTION "portal_actor_kind"(fallback_account integer) RETURNS text LANGUAGE sql STABLE AS $$
	SELECT CASE
		WHEN coalesce(current_setting('portal.actor', true), '') LIKE 'company:%' THEN 'company'
		WHEN coalesce(current_setting('portal.actor', true), '') LIKE 'account:%' THEN 'account'
		WHEN fallback_account IS NOT NULL THEN 'account'
		ELSE 'system'
	END
$$;
--> statement-breakpoint
CREATE FUNCTION "portal_actor_id"(kind text, fallback_account integer) RETURNS integer LANGUAGE sql STABLE AS $$
	SELECT CASE
		WHEN coalesce(current_setting('portal.actor', true), '') LIKE kind || ':%'
			THEN split_part(current_setting('portal.actor', true), ':', 2)::integer
		WHEN kind = 'account' AND coalesce(current_setting('portal.actor', true), '') = ''
			THEN fallback_account
	END
$$;
--> statement-breakpoint
CREATE FUNCTION "candidates_selection_history"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	kind text;
	at timestamptz;
BEGIN
	IF NEW.special_selection_status IS NOT DISTINCT FROM OLD.special_selection_status
		AND NEW.selection_step_name IS NOT DISTINCT FROM OLD.selection_step_name THEN
		RETURN NEW;
	END IF;
	-- When: the change's own clock when the code set it (portal.changed_at), else the row's
	-- updated_at when the change moved it, else the transaction's time.
	at := coalesce(nullif(current_setting('portal.changed_at', true), '')::timestamptz,
		CASE WHEN NEW.updated_at IS DISTINCT FROM OLD.updated_at THEN NEW.updated_at ELSE now() END);
	kind := portal_actor_kind(NULL);
	PERFORM portal_record_selection(NEW.id,
		portal_funnel_stage(NEW.special_selection_status, NEW.selection_step_name),
		NEW.special_selection_status, NEW.selection_step_name, at, 'status', kind,
		portal_actor_id('account', NULL), portal_actor_id('company', NULL));
	RETURN NEW;
END $$;
--> statement-breakpoint
-- New referrals, a statement at a time (a bulk import inserts thousands in one statement): their
-- 推薦 in one insert, then the status of the few inserted past 選考前 (the demo seed's).
CREATE FUNCTION "candidates_selection_history_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO selection_history ("candidate_id", "agency_id", "site_id", "applicant_id",
		"job_id", "company_id", "staff_account_id", "status", "stage", "first_reach", "source",
		"actor_kind", "actor_account_id", "actor_company_id", "changed_at")
	SELECT n.id, n.agency_id, n.site_id, n.applicant_id, n.job_id, j.company_id,
		n.referred_by_account_id, 1, 'referred', true, 'referral',
		portal_actor_kind(n.referred_by_account_id),
		portal_actor_id('account', n.referred_by_account_id), portal_actor_id('company', NULL),
		n.referred_at
	FROM new_rows n LEFT JOIN jobs j ON j.id = n.job_id
	ORDER BY n.id;
	PERFORM portal_record_selection(n.id,
		portal_funnel_stage(n.special_selection_status, n.selection_step_name),
		n.special_selection_status, n.selection_step_name, greatest(n.referred_at, n.updated_at),
		'status', portal_actor_kind(n.referred_by_account_id),
		portal_actor_id('account', n.referred_by_account_id), portal_actor_id('company', NULL))
	FROM (SELECT * FROM new_rows WHERE special_selection_status <> 1 ORDER BY id) n;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "tentative_events_selection_history"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	cand record;
BEGIN
	IF NEW.confirmed_at IS NULL OR (TG_OP = 'UPDATE' AND OLD.confirmed_at IS NOT NULL) THEN
		RETURN NEW;
	END IF;
	SELECT special_selection_status, selection_step_name INTO cand FROM candidates
		WHERE id = NEW.candidate_id;
	PERFORM portal_record_selection(NEW.candidate_id, 'interview', cand.special_selection_status,
		cand.selection_step_name, NEW.confirmed_at, 'interview_confirmed',
		CASE WHEN NEW.confirmed_by_account_id IS NULL THEN 'system' ELSE 'account' END,
		NEW.confirmed_by_account_id, NULL);
	RETURN NEW;
END $$;
--> statement-breakpoint
-- Existing referrals: their referral, the status changes the audit trail recorded, their
-- confirmed dates, and the status they are in now when the trail does not end there.
DO $$
DECLARE
	cand record;
	ev record;
	last_stage text;
BEGIN
	FOR cand IN SELECT * FROM candidates ORDER BY id LOOP
		PERFORM portal_record_selection(cand.id, 'referred', 1::smallint, NULL, cand.referred_at,
			'backfill', CASE WHEN cand.referred_by_account_id IS NULL THEN 'system' ELSE 'account' END,
			cand.referred_by_account_id, NULL);
		last_stage := 'referred';
		FOR ev IN
			SELECT a.created_at AS at, (a.summary -> 'after' ->> 'specialSelectionStatus')::smallint AS status,
				a.summary -> 'after' ->> 'selectionStepName' AS step, a.actor_kind, a.actor_account_id,
				a.actor_company_id, 1 AS ord
			FROM audit_records a
			WHERE a.candidate_id = cand.id AND a.action = 'candidate.status_changed'
				AND a.summary -> 'after' ? 'specialSelectionStatus'
			UNION ALL
			SELECT t.confirmed_at, NULL, NULL, CASE WHEN t.confirmed_by_account_id IS NULL THEN 'system' ELSE 'account' END,
				t.confirmed_by_account_id, NULL, 2
			FROM tentative_events t WHERE t.candidate_id = cand.id AND t.confirmed_at IS NOT NULL
			ORDER BY 1, 7
		LOOP
			IF ev.status IS NULL THEN
				PERFORM portal_record_selection(cand.id, 'interview', cand.special_selection_status,
					cand.selection_step_name, ev.at, 'backfill', ev.actor_kind, ev.actor_account_id, NULL);
				last_stage := 'interview';
			ELSE
				last_stage := portal_funnel_stage(ev.status, ev.step);
				PERFORM portal_record_selection(cand.id, last_stage, ev.status, ev.step, ev.at, 'backfill',
					CASE WHEN ev.actor_kind = 'operator' THEN 'system' ELSE ev.actor_kind END,
					ev.actor_account_id, ev.actor_company_id);
			END IF;
		END LOOP;
		IF portal_funnel_stage(cand.special_selection_status, cand.selection_step_name) IS DISTINCT FROM last_stage
			AND cand.special_selection_status <> 1 THEN
			PERFORM portal_record_selection(cand.id,
				portal_funnel_stage(cand.special_selection_status, cand.selection_step_name),
				cand.special_selection_status, cand.selection_step_name,
				greatest(cand.referred_at, cand.updated_at), 'backfill', 'system', NULL, NULL);
		END IF;
	END LOOP;
END $$;
--> statement-breakpoint
CREATE TRIGGER "candidates_selection_history" AFTER UPDATE ON "candidates"
	FOR EACH ROW EXECUTE FUNCTION "candidates_selection_history"();
--> statement-breakpoint
CREATE TRIGGER "candidates_selection_history_insert" AFTER INSERT ON "candidates"
	REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "candidates_selection_history_insert"();
--> statement-breakpoint
CREATE TRIGGER "tentative_events_selection_history" AFTER INSERT OR UPDATE ON "tentative_events"
	FOR EACH ROW EXECUTE FUNCTION "tentative_events_selection_history"();
--> statement-breakpoint
-- Append-only, except for the demo clock while it seeds (portal.rewrite_receipts, migration 0007).
CREATE FUNCTION "selection_history_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF coalesce(current_setting('portal.rewrite_receipts', true), '') = 'on' AND TG_OP = 'UPDATE' THEN
		RETURN NEW;
	END IF;
	RAISE EXCEPTION 'the selection history cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER "selection_history_append_only" BEFORE UPDATE OR DELETE ON "selection_history"
	FOR EACH ROW EXECUTE FUNCTION "selection_history_append_only"();
--> statement-breakpoint
-- やること: a task of an applicant (optionally one referral), owned by a staff member. An automatic
-- task carries its occurrence (the confirmed date, the message, the referral): unique with its
-- kind, so a retry or a second replica never creates it twice.
CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY,
	"agency_id" integer NOT NULL REFERENCES "agencies"("id") ON DELETE CASCADE,
	"site_id" text NOT NULL,
	"applicant_id" integer NOT NULL REFERENCES "applicants"("id") ON DELETE CASCADE,
	"candidate_id" integer REFERENCES "candidates"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"occurrence" text,
	"title" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"owner_account_id" integer REFERENCES "accounts"("id") ON DELETE SET NULL,
	"created_by_account_id" integer REFERENCES "accounts"("id") ON DELETE SET NULL,
	"completed_at" timestamp with time zone,
	"completed_by_account_id" integer REFERENCES "accounts"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_kind_check" CHECK ("kind" in ('manual', 'interview_follow_up', 'offer_confirmation', 'company_reply', 'rejection_notice')),
	CONSTRAINT "tasks_site_id_check" CHECK ("site_id" in ('23', '24', '25', '26', '27', '28', 'mid'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_occurrence_unique" ON "tasks" ("kind", "candidate_id", "occurrence") WHERE "occurrence" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "tasks_agency_open_idx" ON "tasks" ("agency_id", "site_id", "due_at") WHERE "completed_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "tasks_candidate_idx" ON "tasks" ("candidate_id");
--> statement-breakpoint
CREATE INDEX "tasks_applicant_idx" ON "tasks" ("applicant_id");
--> statement-breakpoint
-- 回答待ち: the referrals past their threshold at the last 9:00 run (replaced by each run).
CREATE TABLE "waiting_marks" (
	"candidate_id" integer PRIMARY KEY REFERENCES "candidates"("id") ON DELETE CASCADE,
	"agency_id" integer NOT NULL REFERENCES "agencies"("id") ON DELETE CASCADE,
	"site_id" text NOT NULL,
	"kind" text NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"business_days" integer NOT NULL,
	"threshold_days" integer NOT NULL,
	"evaluated_on" date NOT NULL
);
--> statement-breakpoint
CREATE INDEX "waiting_marks_agency_idx" ON "waiting_marks" ("agency_id", "site_id");
--> statement-breakpoint
-- One run per agency and Tokyo day: the row is the claim (a second replica's insert conflicts).
CREATE TABLE "waiting_runs" (
	"agency_id" integer NOT NULL REFERENCES "agencies"("id") ON DELETE CASCADE,
	"day" date NOT NULL,
	"marked" integer DEFAULT 0 NOT NULL,
	"tasks_created" integer DEFAULT 0 NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("agency_id", "day")
);
--> statement-breakpoint
CREATE TABLE "waiting_thresholds" (
	"agency_id" integer PRIMARY KEY REFERENCES "agencies"("id") ON DELETE CASCADE,
	"documents_days" integer DEFAULT 5 NOT NULL,
	"interview_result_days" integer DEFAULT 3 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

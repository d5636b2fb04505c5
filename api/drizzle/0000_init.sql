CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"kind" text NOT NULL,
	"user_id" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_kind_check" CHECK ("accounts"."kind" in ('main', 'sub'))
);
--> statement-breakpoint
CREATE TABLE "agencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"contact_person" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"additional_emails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"service_line" text NOT NULL,
	"account_id" integer,
	"csrf_token" text NOT NULL,
	"remember" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_service_line_check" CHECK ("sessions"."service_line" in ('new_graduate', 'mid_career'))
);
--> statement-breakpoint
CREATE TABLE "announcement_reads" (
	"account_id" integer NOT NULL,
	"announcement_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_reads_account_id_announcement_id_pk" PRIMARY KEY("account_id","announcement_id")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" text,
	"agency_id" integer,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_site_id_check" CHECK ("announcements"."site_id" in ('23', '24', '25', '26', '27', '28', 'mid'))
);
--> statement-breakpoint
CREATE TABLE "applicants" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"site_id" text NOT NULL,
	"sei_kanji" text NOT NULL,
	"mei_kanji" text NOT NULL,
	"sei_kana" text NOT NULL,
	"mei_kana" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"direct_message_flag" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applicants_site_id_check" CHECK ("applicants"."site_id" in ('23', '24', '25', '26', '27', '28', 'mid'))
);
--> statement-breakpoint
CREATE TABLE "candidate_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_id" integer NOT NULL,
	"answer_key" text NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidates" (
	"id" serial PRIMARY KEY NOT NULL,
	"applicant_id" integer,
	"job_id" integer,
	"agency_id" integer NOT NULL,
	"site_id" text NOT NULL,
	"special_selection_status" smallint DEFAULT 1 NOT NULL,
	"selection_step_name" text,
	"is_candidate" boolean DEFAULT true NOT NULL,
	"is_tmp_candidate" boolean DEFAULT false NOT NULL,
	"is_tmp_candidate_discarded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidates_status_check" CHECK ("candidates"."special_selection_status" between 1 and 8),
	CONSTRAINT "candidates_site_id_check" CHECK ("candidates"."site_id" in ('23', '24', '25', '26', '27', '28', 'mid'))
);
--> statement-breakpoint
CREATE TABLE "bulk_failed_candidates" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"full_name_kanji" text NOT NULL,
	"school_name" text DEFAULT '' NOT NULL,
	"ng_message" text NOT NULL,
	"entry_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bulk_import_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"row_key" text NOT NULL,
	"status" text NOT NULL,
	"result" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"candidate_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bulk_import_rows_status_check" CHECK ("bulk_import_rows"."status" in ('referred', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "bulk_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"site_id" text NOT NULL,
	"file_id" integer,
	"import_flag" smallint DEFAULT 1 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"history_cleared_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bulk_imports_import_flag_check" CHECK ("bulk_imports"."import_flag" in (1, 2, 3, 4, 5)),
	CONSTRAINT "bulk_imports_site_id_check" CHECK ("bulk_imports"."site_id" in ('23', '24', '25', '26', '27', '28', 'mid'))
);
--> statement-breakpoint
CREATE TABLE "candidate_message_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"file_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_id" integer NOT NULL,
	"sender_type" text NOT NULL,
	"sender_account_id" integer,
	"content" text NOT NULL,
	"sent_from_email" boolean DEFAULT false NOT NULL,
	"read_by_agency_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_messages_sender_type_check" CHECK ("candidate_messages"."sender_type" in ('introduction_company', 'job_company', 'job_company_system'))
);
--> statement-breakpoint
CREATE TABLE "es_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluation_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"evaluation_id" integer NOT NULL,
	"item_name" text NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluations" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_id" integer NOT NULL,
	"step_name" text NOT NULL,
	"evaluator_name" text DEFAULT '' NOT NULL,
	"evaluation_stage" text DEFAULT '' NOT NULL,
	"evaluation_free" text DEFAULT '' NOT NULL,
	"paper_file_id" integer,
	"is_visible_to_agency" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_message_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"file_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"thread_id" integer NOT NULL,
	"sender_type" text NOT NULL,
	"sender_account_id" integer,
	"content" text NOT NULL,
	"sent_from_email" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_sender_type_check" CHECK ("chat_messages"."sender_type" in ('introduction_company', 'job_company', 'job_company_system'))
);
--> statement-breakpoint
CREATE TABLE "chat_thread_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"site_id" text NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_thread_groups_site_id_check" CHECK ("chat_thread_groups"."site_id" in ('23', '24', '25', '26', '27', '28', 'mid'))
);
--> statement-breakpoint
CREATE TABLE "chat_threads" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"site_id" text NOT NULL,
	"title" text NOT NULL,
	"agency_read_at" timestamp with time zone,
	"company_read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_threads_site_id_check" CHECK ("chat_threads"."site_id" in ('23', '24', '25', '26', '27', '28', 'mid'))
);
--> statement-breakpoint
CREATE TABLE "agency_company_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agency_company_links_status_check" CHECK ("agency_company_links"."status" in ('MATCHED', 'UNMATCHED'))
);
--> statement-breakpoint
CREATE TABLE "hiring_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"agency_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_entries_status_check" CHECK ("event_entries"."status" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"site_id" text NOT NULL,
	"title" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"capacity" integer NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"reservation_deadline_at" timestamp with time zone,
	"cancel_deadline_at" timestamp with time zone,
	"reserve_alert_content" text,
	"cancel_alert_content" text,
	"google_meet_url" text,
	"msteams_meeting_url" text,
	"zoom_join_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_capacity_check" CHECK ("events"."capacity" >= 0),
	CONSTRAINT "events_site_id_check" CHECK ("events"."site_id" in ('23', '24', '25', '26', '27', '28', 'mid'))
);
--> statement-breakpoint
CREATE TABLE "schedule_rearrange_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_id" integer NOT NULL,
	"account_id" integer,
	"memo" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tentative_event_comments" (
	"candidate_id" integer NOT NULL,
	"comment" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tentative_event_comments_candidate_id_pk" PRIMARY KEY("candidate_id")
);
--> statement-breakpoint
CREATE TABLE "tentative_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidate_id" integer NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entry_form_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"answer_type" smallint NOT NULL,
	"answer_label" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"min_length" integer,
	"max_length" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "entry_form_fields_answer_type_check" CHECK ("entry_form_fields"."answer_type" between 1 and 8)
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"site_id" text NOT NULL,
	"job_name" text NOT NULL,
	"job_category" text DEFAULT '' NOT NULL,
	"area" text DEFAULT '' NOT NULL,
	"department" text DEFAULT '' NOT NULL,
	"recruitment_start_at" timestamp with time zone,
	"recruitment_end_at" timestamp with time zone,
	"is_finished" boolean DEFAULT false NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_site_id_check" CHECK ("jobs"."site_id" in ('23', '24', '25', '26', '27', '28', 'mid'))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "universities" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_name" text NOT NULL,
	"faculty_name" text DEFAULT '' NOT NULL,
	"major_name" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"email" text NOT NULL,
	"code_digest" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "invitation_hashes" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL,
	"email" text NOT NULL,
	"hash_digest" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"agency_id" integer NOT NULL,
	"key" text NOT NULL,
	"value" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_settings_agency_id_key_pk" PRIMARY KEY("agency_id","key")
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"token_digest" text NOT NULL,
	"site_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_reads" ADD CONSTRAINT "announcement_reads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_reads" ADD CONSTRAINT "announcement_reads_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_answers" ADD CONSTRAINT "candidate_answers_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_failed_candidates" ADD CONSTRAINT "bulk_failed_candidates_import_id_bulk_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."bulk_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_failed_candidates" ADD CONSTRAINT "bulk_failed_candidates_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_failed_candidates" ADD CONSTRAINT "bulk_failed_candidates_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_import_rows" ADD CONSTRAINT "bulk_import_rows_import_id_bulk_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."bulk_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_import_rows" ADD CONSTRAINT "bulk_import_rows_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_imports" ADD CONSTRAINT "bulk_imports_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_imports" ADD CONSTRAINT "bulk_imports_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_imports" ADD CONSTRAINT "bulk_imports_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_message_attachments" ADD CONSTRAINT "candidate_message_attachments_message_id_candidate_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."candidate_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_message_attachments" ADD CONSTRAINT "candidate_message_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_messages" ADD CONSTRAINT "candidate_messages_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_messages" ADD CONSTRAINT "candidate_messages_sender_account_id_accounts_id_fk" FOREIGN KEY ("sender_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "es_files" ADD CONSTRAINT "es_files_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "es_files" ADD CONSTRAINT "es_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_items" ADD CONSTRAINT "evaluation_items_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_paper_file_id_files_id_fk" FOREIGN KEY ("paper_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message_attachments" ADD CONSTRAINT "chat_message_attachments_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message_attachments" ADD CONSTRAINT "chat_message_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_thread_id_chat_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."chat_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_account_id_accounts_id_fk" FOREIGN KEY ("sender_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_thread_groups" ADD CONSTRAINT "chat_thread_groups_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_threads" ADD CONSTRAINT "chat_threads_group_id_chat_thread_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."chat_thread_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_threads" ADD CONSTRAINT "chat_threads_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_threads" ADD CONSTRAINT "chat_threads_company_id_hiring_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."hiring_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_company_links" ADD CONSTRAINT "agency_company_links_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agency_company_links" ADD CONSTRAINT "agency_company_links_company_id_hiring_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."hiring_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_entries" ADD CONSTRAINT "event_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_entries" ADD CONSTRAINT "event_entries_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_entries" ADD CONSTRAINT "event_entries_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_company_id_hiring_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."hiring_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_rearrange_requests" ADD CONSTRAINT "schedule_rearrange_requests_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_rearrange_requests" ADD CONSTRAINT "schedule_rearrange_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tentative_event_comments" ADD CONSTRAINT "tentative_event_comments_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tentative_events" ADD CONSTRAINT "tentative_events_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_form_fields" ADD CONSTRAINT "entry_form_fields_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_hiring_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."hiring_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_codes" ADD CONSTRAINT "company_codes_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_hashes" ADD CONSTRAINT "invitation_hashes_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_user_id_unique" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_unique" ON "accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "accounts_agency_id_idx" ON "accounts" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "sessions_account_id_idx" ON "sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "announcement_reads_announcement_id_idx" ON "announcement_reads" USING btree ("announcement_id");--> statement-breakpoint
CREATE INDEX "announcements_created_at_idx" ON "announcements" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "announcements_agency_id_idx" ON "announcements" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "applicants_agency_site_idx" ON "applicants" USING btree ("agency_id","site_id");--> statement-breakpoint
CREATE INDEX "applicants_contact_idx" ON "applicants" USING btree ("agency_id","site_id","phone","email");--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_answers_candidate_key_unique" ON "candidate_answers" USING btree ("candidate_id","answer_key");--> statement-breakpoint
CREATE INDEX "candidates_applicant_id_idx" ON "candidates" USING btree ("applicant_id");--> statement-breakpoint
CREATE INDEX "candidates_job_id_idx" ON "candidates" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "candidates_agency_site_idx" ON "candidates" USING btree ("agency_id","site_id");--> statement-breakpoint
CREATE INDEX "bulk_failed_candidates_job_agency_idx" ON "bulk_failed_candidates" USING btree ("job_id","agency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_import_rows_row_key_unique" ON "bulk_import_rows" USING btree ("import_id","row_key");--> statement-breakpoint
CREATE INDEX "bulk_imports_job_agency_idx" ON "bulk_imports" USING btree ("job_id","agency_id");--> statement-breakpoint
CREATE INDEX "bulk_imports_agency_site_idx" ON "bulk_imports" USING btree ("agency_id","site_id");--> statement-breakpoint
CREATE INDEX "candidate_message_attachments_message_id_idx" ON "candidate_message_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "candidate_messages_candidate_id_idx" ON "candidate_messages" USING btree ("candidate_id","created_at");--> statement-breakpoint
CREATE INDEX "es_files_candidate_id_idx" ON "es_files" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "evaluation_items_evaluation_id_idx" ON "evaluation_items" USING btree ("evaluation_id");--> statement-breakpoint
CREATE INDEX "evaluations_candidate_id_idx" ON "evaluations" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "chat_message_attachments_message_id_idx" ON "chat_message_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "chat_messages_thread_id_idx" ON "chat_messages" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_thread_groups_agency_site_idx" ON "chat_thread_groups" USING btree ("agency_id","site_id");--> statement-breakpoint
CREATE INDEX "chat_threads_agency_site_idx" ON "chat_threads" USING btree ("agency_id","site_id");--> statement-breakpoint
CREATE INDEX "chat_threads_group_id_idx" ON "chat_threads" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "chat_threads_company_id_idx" ON "chat_threads" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agency_company_links_pair_unique" ON "agency_company_links" USING btree ("agency_id","company_id");--> statement-breakpoint
CREATE INDEX "agency_company_links_company_id_idx" ON "agency_company_links" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hiring_companies_company_code_unique" ON "hiring_companies" USING btree ("company_code");--> statement-breakpoint
CREATE UNIQUE INDEX "event_entries_event_candidate_unique" ON "event_entries" USING btree ("event_id","candidate_id");--> statement-breakpoint
CREATE INDEX "event_entries_candidate_id_idx" ON "event_entries" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "event_entries_agency_id_idx" ON "event_entries" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "events_site_start_idx" ON "events" USING btree ("site_id","start_at");--> statement-breakpoint
CREATE INDEX "events_company_id_idx" ON "events" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "schedule_rearrange_requests_candidate_id_idx" ON "schedule_rearrange_requests" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "tentative_events_candidate_id_idx" ON "tentative_events" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "files_agency_id_idx" ON "files" USING btree ("agency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "entry_form_fields_job_key_unique" ON "entry_form_fields" USING btree ("job_id","key");--> statement-breakpoint
CREATE INDEX "jobs_company_site_idx" ON "jobs" USING btree ("company_id","site_id");--> statement-breakpoint
CREATE INDEX "jobs_site_id_idx" ON "jobs" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_at_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to");--> statement-breakpoint
CREATE UNIQUE INDEX "universities_row_unique" ON "universities" USING btree ("school_name","faculty_name","major_name");--> statement-breakpoint
CREATE INDEX "universities_school_faculty_idx" ON "universities" USING btree ("school_name","faculty_name");--> statement-breakpoint
CREATE UNIQUE INDEX "company_codes_code_digest_unique" ON "company_codes" USING btree ("code_digest");--> statement-breakpoint
CREATE INDEX "company_codes_agency_id_idx" ON "company_codes" USING btree ("agency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invitation_hashes_hash_digest_unique" ON "invitation_hashes" USING btree ("hash_digest");--> statement-breakpoint
CREATE INDEX "invitation_hashes_agency_id_idx" ON "invitation_hashes" USING btree ("agency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_token_digest_unique" ON "password_reset_tokens" USING btree ("token_digest");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_account_id_idx" ON "password_reset_tokens" USING btree ("account_id");
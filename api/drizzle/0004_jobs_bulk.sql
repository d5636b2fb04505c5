ALTER TABLE "bulk_imports" ADD COLUMN "total_rows" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_imports" ADD COLUMN "file_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_failed_candidates" ADD COLUMN "row_number" integer;--> statement-breakpoint
CREATE INDEX "bulk_imports_pending_idx" ON "bulk_imports" ("import_flag") WHERE "import_flag" = 1;
--> statement-breakpoint
CREATE INDEX "applicants_person_idx" ON "applicants" ("agency_id", "site_id", (regexp_replace("phone", '[^0-9]', '', 'g')), (lower(trim("email"))));

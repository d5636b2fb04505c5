-- The applicant list pages newest first by id within an agency and site (keyset pagination at
-- 10,000 applicants), and counts unread company messages per candidate.
CREATE INDEX IF NOT EXISTS "applicants_agency_site_id_idx" ON "applicants" USING btree ("agency_id","site_id","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "candidate_messages_unread_idx" ON "candidate_messages" USING btree ("candidate_id") WHERE "read_by_agency_at" IS NULL AND "sender_type" <> 'introduction_company';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "candidates_applicant_id_id_idx" ON "candidates" USING btree ("applicant_id","id");

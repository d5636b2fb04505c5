-- The company code the agency's main account signed up with (spent by then, so no credential):
-- its sub-accounts' sign-up shows it read-only from the invitation and sends it (spec 1 §2, §3).
ALTER TABLE "agencies" ADD COLUMN "company_code" text DEFAULT '' NOT NULL;

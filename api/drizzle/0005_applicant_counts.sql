-- The number of applicants per agency and site, kept by statement triggers, so the applicant
-- list's "N件表示" is one row read instead of a count over every applicant of the agency.
CREATE TABLE "applicant_counts" (
	"agency_id" integer NOT NULL REFERENCES "agencies"("id") ON DELETE CASCADE,
	"site_id" text NOT NULL,
	"total" integer NOT NULL DEFAULT 0,
	PRIMARY KEY ("agency_id", "site_id")
);
--> statement-breakpoint
INSERT INTO "applicant_counts" ("agency_id", "site_id", "total")
	SELECT "agency_id", "site_id", count(*) FROM "applicants" GROUP BY 1, 2;
--> statement-breakpoint
CREATE FUNCTION "applicant_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "applicant_counts" ("agency_id", "site_id", "total")
		SELECT "agency_id", "site_id", count(*) FROM "added_rows" GROUP BY 1, 2
		ORDER BY 1, 2
	ON CONFLICT ("agency_id", "site_id")
		DO UPDATE SET "total" = "applicant_counts"."total" + EXCLUDED."total";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "applicant_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "applicant_counts" c SET "total" = c."total" - r."removed"
		FROM (SELECT "agency_id", "site_id", count(*) AS "removed" FROM "removed_rows" GROUP BY 1, 2) r
		WHERE c."agency_id" = r."agency_id" AND c."site_id" = r."site_id";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "applicants_count_insert" AFTER INSERT ON "applicants"
	REFERENCING NEW TABLE AS "added_rows" FOR EACH STATEMENT EXECUTE FUNCTION "applicant_counts_add"();
--> statement-breakpoint
CREATE TRIGGER "applicants_count_delete" AFTER DELETE ON "applicants"
	REFERENCING OLD TABLE AS "removed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "applicant_counts_remove"();

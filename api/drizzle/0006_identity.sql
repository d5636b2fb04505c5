-- Issue 21: the identity normalisation of the duplicate rule. The match keys of each applicant's
-- phone, e-mail and names are generated columns (computed by the database on every insert and
-- update, so every way of writing an applicant keeps them, and the existing rows are backfilled
-- by this migration); the api looks people up by them with the keys of the same normalisation in
-- @portal/shared/rules/identity (identity-sql.test.ts proves both agree: change them in step).
-- Phone: NFKC, digits only, a leading +81 as 0.
CREATE FUNCTION "identity_phone_key"("raw" text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
	SELECT CASE
		WHEN t."text" ~ '^[^0-9]*\+' AND t."digits" LIKE '81%' THEN
			CASE WHEN substr(t."digits", 3) LIKE '0%' THEN substr(t."digits", 3) ELSE '0' || substr(t."digits", 3) END
		ELSE t."digits"
	END
	FROM (SELECT s."n" AS "text", regexp_replace(s."n", '[^0-9]', '', 'g') AS "digits"
		FROM (SELECT normalize("raw", NFKC) AS "n") s) t
$$;
--> statement-breakpoint
-- E-mail: NFKC, trimmed, lower-cased.
CREATE FUNCTION "identity_email_key"("raw" text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
	SELECT lower(regexp_replace(normalize("raw", NFKC), '^[\u0009-\u000D\u0020\u0085\u00A0\u1680\u2000-\u200D\u2028\u2029\u202F\u205F\u2060\u3000\uFEFF]+|[\u0009-\u000D\u0020\u0085\u00A0\u1680\u2000-\u200D\u2028\u2029\u202F\u205F\u2060\u3000\uFEFF]+$', '', 'g'))
$$;
--> statement-breakpoint
-- Names: NFKC, spaces and variation selectors removed, the 異体字 of NAME_VARIANTS, hiragana as katakana.
CREATE FUNCTION "identity_name_key"("raw" text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
	SELECT translate(
		regexp_replace(normalize("raw", NFKC), '[\u0009-\u000D\u0020\u0085\u00A0\u1680\u2000-\u200D\u2028\u2029\u202F\u205F\u2060\u3000\uFEFF\uFE00-\uFE0F\U000E0100-\U000E01EF]', '', 'g'),
		'髙﨑嵜邊邉齋齊斉濵濱槗德𠮷澤嶋嶌廣國櫻眞惠榮藏實冨⻄⻆⻑⻘⻝⻤⻨⻩⻭⻯⻲ぁあぃいぅうぇえぉおかがきぎくぐけげこごさざしじすずせぜそぞただちぢっつづてでとどなにぬねのはばぱひびぴふぶぷへべぺほぼぽまみむめもゃやゅゆょよらりるれろゎわゐゑをんゔゕゖ',
		'高崎崎辺辺斎斎斎浜浜橋徳吉沢島島広国桜真恵栄蔵実富西角長青食鬼麦黄歯竜亀ァアィイゥウェエォオカガキギクグケゲコゴサザシジスズセゼソゾタダチヂッツヅテデトドナニヌネノハバパヒビピフブプヘベペホボポマミムメモャヤュユョヨラリルレロヮワヰヱヲンヴヵヶ')
$$;
--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "phone_key" text GENERATED ALWAYS AS (identity_phone_key("phone")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "email_key" text GENERATED ALWAYS AS (identity_email_key("email")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "name_key" text GENERATED ALWAYS AS (identity_name_key("sei_kanji" || "mei_kanji")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "kana_key" text GENERATED ALWAYS AS (identity_name_key("sei_kana" || "mei_kana")) STORED NOT NULL;--> statement-breakpoint
DROP INDEX IF EXISTS "applicants_person_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "applicants_contact_idx";--> statement-breakpoint
-- The duplicate rule (phone AND e-mail) and the possible duplicates (phone alone, name and e-mail).
CREATE INDEX "applicants_identity_idx" ON "applicants" ("agency_id", "site_id", "phone_key", "email_key");--> statement-breakpoint
CREATE INDEX "applicants_name_key_idx" ON "applicants" ("agency_id", "site_id", "name_key");--> statement-breakpoint
CREATE INDEX "applicants_kana_key_idx" ON "applicants" ("agency_id", "site_id", "kana_key");--> statement-breakpoint
-- Two applicants merged into one: the removed one's id points to the kept one (its URL redirects),
-- with who merged them, when, what the removed one was and what moved.
CREATE TABLE "applicant_merges" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL REFERENCES "agencies"("id") ON DELETE CASCADE,
	"site_id" text NOT NULL,
	"source_applicant_id" integer NOT NULL,
	"kept_applicant_id" integer NOT NULL REFERENCES "applicants"("id") ON DELETE CASCADE,
	"merged_by_account_id" integer REFERENCES "accounts"("id") ON DELETE SET NULL,
	"source" jsonb NOT NULL,
	"moved" jsonb NOT NULL,
	"merged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "applicant_merges_source_unique" ON "applicant_merges" ("source_applicant_id");--> statement-breakpoint
CREATE INDEX "applicant_merges_kept_idx" ON "applicant_merges" ("kept_applicant_id");
--> statement-breakpoint
-- A failed bulk row whose person is an existing applicant (e.g. already referred): the failure list links to them.
ALTER TABLE "bulk_failed_candidates" ADD COLUMN "linked_applicant_id" integer REFERENCES "applicants"("id") ON DELETE SET NULL;

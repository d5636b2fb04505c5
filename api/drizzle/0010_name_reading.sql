-- Names sort by their reading (セイ・メイ), as Japanese lists do, not by the kanji's code point.
-- The reading of each part is kept normalised by the database (identity_name_key of migration
-- 0006: NFKC, so half-width ｶﾀｶﾅ is full-width; spaces removed; hiragana as katakana), and every
-- name sort compares it with COLLATE "C": code-point order of katakana is gojūon order, and the
-- same on PGlite and on any PostgreSQL server whatever its locale. The kanji and the id break ties.
ALTER TABLE "applicants" ADD COLUMN "sei_kana_sort" text GENERATED ALWAYS AS (identity_name_key("sei_kana")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "mei_kana_sort" text GENERATED ALWAYS AS (identity_name_key("mei_kana")) STORED NOT NULL;--> statement-breakpoint
-- The applicant list pages in this order (keyset).
CREATE INDEX "applicants_reading_idx" ON "applicants" ("agency_id", "site_id", "sei_kana_sort" COLLATE "C", "mei_kana_sort" COLLATE "C", "sei_kanji" COLLATE "C", "mei_kanji" COLLATE "C", "id");

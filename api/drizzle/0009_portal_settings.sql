-- Portal-wide settings changed by the company console (the support contact; the school list's
-- last import), one row per key, so every api replica reads the same values.
CREATE TABLE "portal_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

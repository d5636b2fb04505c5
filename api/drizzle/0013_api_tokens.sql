-- Personal API tokens (issue 30, API連携): an agency's CRM calls the same api as the screens with
-- `Authorization: Bearer pat_…`. Only the SHA-256 of the secret is kept; the token acts as one
-- staff account of its agency and goes with it. The main account decides whether sub-accounts may
-- create their own; the audit trail keeps the name of the token a write came through.
CREATE TABLE "api_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"agency_id" integer NOT NULL REFERENCES "agencies"("id") ON DELETE cascade,
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE cascade,
	"created_by_account_id" integer REFERENCES "accounts"("id") ON DELETE set null,
	"name" text NOT NULL,
	"scope" text NOT NULL,
	"secret_hash" text NOT NULL,
	"secret_hint" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_tokens_scope_check" CHECK ("scope" in ('read', 'write'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_secret_hash_unique" ON "api_tokens" ("secret_hash");
--> statement-breakpoint
CREATE INDEX "api_tokens_agency_idx" ON "api_tokens" ("agency_id", "created_at");
--> statement-breakpoint
CREATE INDEX "api_tokens_account_idx" ON "api_tokens" ("account_id");
--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "sub_accounts_create_api_tokens" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "audit_records" ADD COLUMN "actor_api_token" text;

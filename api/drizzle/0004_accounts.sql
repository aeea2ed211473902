CREATE TYPE "public"."account_status" AS ENUM('active', 'pending', 'rejected', 'banned');--> statement-breakpoint
CREATE TYPE "public"."account_token_purpose" AS ENUM('verify_email', 'reset_password');--> statement-breakpoint
CREATE TABLE "account_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" "account_token_purpose" NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "status" "account_status" DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "status_reason" text;--> statement-breakpoint
-- The status replaces the old flag. An inactive account that had signed in was banned; one that
-- never had was waiting: a teacher still waits for review, a student is admitted (students no
-- longer wait for an admin).
UPDATE "users" SET "status" = (CASE
  WHEN "active" THEN 'active'
  WHEN "last_login" IS NOT NULL THEN 'banned'
  WHEN "role" = 'teacher' THEN 'pending'
  ELSE 'active'
END)::"account_status";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "active";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "active" boolean GENERATED ALWAYS AS (status = 'active') STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_tokens_hash_key" ON "account_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "account_tokens_user_idx" ON "account_tokens" USING btree ("user_id","purpose");
ALTER TABLE "users" ADD COLUMN "conduct_version" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "conduct_accepted_at" timestamp with time zone;
ALTER TABLE "meetings" ADD COLUMN "interrupted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "lost_user_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "interrupted_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "end_reason" text;--> statement-breakpoint
CREATE INDEX "meetings_interrupted_idx" ON "meetings" USING btree ("interrupted_at") WHERE "meetings"."interrupted_at" IS NOT NULL;
ALTER TYPE "public"."notification_type" ADD VALUE 'revisionDue';--> statement-breakpoint
CREATE TABLE "revision_reminders" (
	"student_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"minute_of_day" smallint NOT NULL,
	"time_zone" text NOT NULL,
	"next_at" timestamp with time zone NOT NULL,
	"handled_on" date,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "revision_reminders" ADD CONSTRAINT "revision_reminders_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "revision_reminders_due_idx" ON "revision_reminders" USING btree ("next_at") WHERE "revision_reminders"."enabled";
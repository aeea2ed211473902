ALTER TYPE "public"."notification_type" ADD VALUE 'lessonsBooked';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'lessonCancelled';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'lessonMoved';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'lessonReminder';--> statement-breakpoint
ALTER TABLE "booked_lessons" ADD COLUMN "reminded_day_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booked_lessons" ADD COLUMN "reminded_soon_for" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "booked_lessons_reminders_due_idx" ON "booked_lessons" USING btree ("starts_at") WHERE "booked_lessons"."status" = 'booked' and "booked_lessons"."reminded_soon_for" is distinct from "booked_lessons"."starts_at";
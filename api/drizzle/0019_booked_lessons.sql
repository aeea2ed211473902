CREATE TYPE "public"."attendance" AS ENUM('attended', 'student_absent', 'sheikh_absent');--> statement-breakpoint
CREATE TYPE "public"."booked_lesson_status" AS ENUM('held', 'booked', 'cancelled', 'expired');--> statement-breakpoint
CREATE TYPE "public"."booking_status" AS ENUM('held', 'confirmed', 'expired');--> statement-breakpoint
CREATE TYPE "public"."hours_exception_kind" AS ENUM('off', 'extra');--> statement-breakpoint
CREATE TABLE "booked_lessons" (
	"id" uuid PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"teacher_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"minutes" smallint NOT NULL,
	"trial" boolean NOT NULL,
	"status" "booked_lesson_status" NOT NULL,
	"held_until" timestamp with time zone,
	"cancelled_by" uuid,
	"cancelled_at" timestamp with time zone,
	"cancelled_late" boolean DEFAULT false NOT NULL,
	"meeting_id" uuid,
	"student_called_at" timestamp with time zone,
	"attendance" "attendance",
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booked_lessons_forwards" CHECK ("booked_lessons"."starts_at" < "booked_lessons"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"teacher_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"minutes" smallint NOT NULL,
	"weeks" smallint NOT NULL,
	"trial" boolean NOT NULL,
	"status" "booking_status" NOT NULL,
	"held_until" timestamp with time zone,
	"student_time_zone" text NOT NULL,
	"skipped_days" date[] NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"id" uuid PRIMARY KEY NOT NULL,
	"teacher_id" uuid NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"name" text
);
--> statement-breakpoint
CREATE TABLE "hours_exceptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"teacher_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" "hours_exception_kind" NOT NULL,
	"start_minute" smallint,
	"end_minute" smallint
);
--> statement-breakpoint
CREATE TABLE "teaching_hours" (
	"teacher_id" uuid PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"lesson_minutes" smallint[] NOT NULL,
	"notice_minutes" integer NOT NULL,
	"trial_minutes" smallint,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weekly_hours" (
	"id" uuid PRIMARY KEY NOT NULL,
	"teacher_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	CONSTRAINT "weekly_hours_forwards" CHECK ("weekly_hours"."start_minute" < "weekly_hours"."end_minute")
);
--> statement-breakpoint
ALTER TABLE "booked_lessons" ADD CONSTRAINT "booked_lessons_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booked_lessons" ADD CONSTRAINT "booked_lessons_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booked_lessons" ADD CONSTRAINT "booked_lessons_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booked_lessons" ADD CONSTRAINT "booked_lessons_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hours_exceptions" ADD CONSTRAINT "hours_exceptions_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teaching_hours" ADD CONSTRAINT "teaching_hours_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_hours" ADD CONSTRAINT "weekly_hours_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booked_lessons_teacher_starts_idx" ON "booked_lessons" USING btree ("teacher_id","starts_at");--> statement-breakpoint
CREATE INDEX "booked_lessons_student_starts_idx" ON "booked_lessons" USING btree ("student_id","starts_at");--> statement-breakpoint
CREATE INDEX "booked_lessons_booking_idx" ON "booked_lessons" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booked_lessons_undecided_idx" ON "booked_lessons" USING btree ("starts_at") WHERE "booked_lessons"."status" = 'booked' and "booked_lessons"."attendance" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "booked_lessons_one_trial_idx" ON "booked_lessons" USING btree ("teacher_id","student_id") WHERE "booked_lessons"."trial" and "booked_lessons"."status" in ('held', 'booked');--> statement-breakpoint
CREATE INDEX "bookings_student_status_idx" ON "bookings" USING btree ("student_id","status");--> statement-breakpoint
CREATE INDEX "holidays_teacher_idx" ON "holidays" USING btree ("teacher_id","last_day");--> statement-breakpoint
CREATE INDEX "hours_exceptions_teacher_day_idx" ON "hours_exceptions" USING btree ("teacher_id","day");--> statement-breakpoint
CREATE INDEX "weekly_hours_teacher_idx" ON "weekly_hours" USING btree ("teacher_id");--> statement-breakpoint
-- Written by hand (drizzle-kit cannot describe an exclusion constraint): two lessons that hold
-- one Sheikh, or one student, never overlap. btree_gist lets a GiST index compare uuids by
-- equality beside the time ranges. A lesson whose student did not come holds nobody any more.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "booked_lessons" ADD CONSTRAINT "booked_lessons_teacher_free" EXCLUDE USING gist ("teacher_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("status" in ('held', 'booked') and "attendance" is distinct from 'student_absent');--> statement-breakpoint
ALTER TABLE "booked_lessons" ADD CONSTRAINT "booked_lessons_student_free" EXCLUDE USING gist ("student_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("status" in ('held', 'booked') and "attendance" is distinct from 'student_absent');

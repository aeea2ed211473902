CREATE TYPE "public"."homework_state" AS ENUM('assigned', 'submitted', 'needs_resubmission', 'accepted');--> statement-breakpoint
CREATE TYPE "public"."homework_submission_status" AS ENUM('submitted', 'needs_resubmission', 'accepted', 'replaced');--> statement-breakpoint
CREATE TABLE "homework_assignments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"meeting_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"teacher_id" uuid,
	"unit" "portion_unit" NOT NULL,
	"unit_from" smallint NOT NULL,
	"unit_to" smallint NOT NULL,
	"first_ayah" smallint NOT NULL,
	"last_ayah" smallint NOT NULL,
	"note" text,
	"due_at" timestamp with time zone NOT NULL,
	"state" "homework_state" NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "homework_marks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"submission_id" uuid NOT NULL,
	"teacher_id" uuid,
	"at_ms" integer NOT NULL,
	"surah" smallint NOT NULL,
	"ayah" smallint NOT NULL,
	"word" smallint NOT NULL,
	"kind" "mark_kind" NOT NULL,
	"sub_rule" text,
	"note" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "homework_submissions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"homework_id" uuid NOT NULL,
	"attempt" smallint NOT NULL,
	"status" "homework_submission_status" NOT NULL,
	"audio_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"grade" "hifz_grade",
	"review_note" text,
	"reviewed_at" timestamp with time zone,
	"superseded_at" timestamp with time zone,
	"audio_deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "homework_assignments" ADD CONSTRAINT "homework_assignments_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_assignments" ADD CONSTRAINT "homework_assignments_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_assignments" ADD CONSTRAINT "homework_assignments_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_marks" ADD CONSTRAINT "homework_marks_submission_id_homework_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."homework_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_marks" ADD CONSTRAINT "homework_marks_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_submissions" ADD CONSTRAINT "homework_submissions_homework_id_homework_assignments_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homework_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "homework_assignments_student_created_idx" ON "homework_assignments" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "homework_assignments_open_idx" ON "homework_assignments" USING btree ("student_id","teacher_id","state");--> statement-breakpoint
CREATE INDEX "homework_marks_submission_idx" ON "homework_marks" USING btree ("submission_id","at_ms");--> statement-breakpoint
CREATE UNIQUE INDEX "homework_submissions_attempt_idx" ON "homework_submissions" USING btree ("homework_id","attempt");
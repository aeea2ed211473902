CREATE TYPE "public"."mark_kind" AS ENUM('tajweed', 'memorisation', 'harakat');--> statement-breakpoint
CREATE TYPE "public"."surah_status" AS ENUM('not_started', 'learning', 'memorised', 'needs_revision');--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"meeting_id" uuid NOT NULL,
	"sender_id" uuid,
	"sender_name" text NOT NULL,
	"sender_role" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "classroom_states" (
	"meeting_id" uuid PRIMARY KEY NOT NULL,
	"page" smallint NOT NULL,
	"highlight_surah" smallint,
	"highlight_ayah" smallint,
	"locked" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_notes" (
	"meeting_id" uuid PRIMARY KEY NOT NULL,
	"teacher_id" uuid,
	"summary" text NOT NULL,
	"homework" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mistake_marks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"meeting_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"teacher_id" uuid,
	"surah" smallint NOT NULL,
	"ayah" smallint NOT NULL,
	"word" smallint NOT NULL,
	"kind" "mark_kind" NOT NULL,
	"sub_rule" text,
	"note" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surah_progress" (
	"student_id" uuid NOT NULL,
	"surah" smallint NOT NULL,
	"status" "surah_status" NOT NULL,
	"set_by" uuid,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "surah_progress_student_id_surah_pk" PRIMARY KEY("student_id","surah")
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classroom_states" ADD CONSTRAINT "classroom_states_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_notes" ADD CONSTRAINT "lesson_notes_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_notes" ADD CONSTRAINT "lesson_notes_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mistake_marks" ADD CONSTRAINT "mistake_marks_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mistake_marks" ADD CONSTRAINT "mistake_marks_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mistake_marks" ADD CONSTRAINT "mistake_marks_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surah_progress" ADD CONSTRAINT "surah_progress_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surah_progress" ADD CONSTRAINT "surah_progress_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_meeting_created_idx" ON "chat_messages" USING btree ("meeting_id","created_at");--> statement-breakpoint
CREATE INDEX "mistake_marks_student_created_idx" ON "mistake_marks" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "mistake_marks_meeting_idx" ON "mistake_marks" USING btree ("meeting_id");
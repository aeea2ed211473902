ALTER TYPE "public"."notification_type" ADD VALUE 'followedTeacherOnline';--> statement-breakpoint
CREATE TABLE "teacher_follows" (
	"student_id" uuid NOT NULL,
	"teacher_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "teacher_follows_student_id_teacher_id_pk" PRIMARY KEY("student_id","teacher_id")
);
--> statement-breakpoint
ALTER TABLE "teacher_follows" ADD CONSTRAINT "teacher_follows_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_follows" ADD CONSTRAINT "teacher_follows_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "teacher_follows_teacher_idx" ON "teacher_follows" USING btree ("teacher_id");
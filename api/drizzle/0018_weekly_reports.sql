ALTER TYPE "public"."notification_type" ADD VALUE 'weeklyReport';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'childWeeklyReport';--> statement-breakpoint
CREATE TABLE "weekly_report_claims" (
	"student_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "weekly_report_claims_student_id_week_start_pk" PRIMARY KEY("student_id","week_start")
);
--> statement-breakpoint
ALTER TABLE "weekly_report_claims" ADD CONSTRAINT "weekly_report_claims_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
CREATE TYPE "public"."sheikh_gender_choice" AS ENUM('any', 'female', 'male');--> statement-breakpoint
ALTER TYPE "public"."login_method" ADD VALUE 'username';--> statement-breakpoint
ALTER TYPE "public"."role" ADD VALUE 'guardian' BEFORE 'student';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'childLessonStarted';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'childLessonEnded';--> statement-breakpoint
ALTER TYPE "public"."account_token_purpose" ADD VALUE 'guardian_invite';--> statement-breakpoint
CREATE TABLE "child_settings" (
	"child_id" uuid PRIMARY KEY NOT NULL,
	"sheikh_gender" "sheikh_gender_choice" DEFAULT 'any' NOT NULL,
	"allowed_teacher_ids" uuid[],
	"chat_allowed" boolean DEFAULT true NOT NULL,
	"consent_email" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guardian_links" (
	"guardian_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "guardian_links_guardian_id_child_id_pk" PRIMARY KEY("guardian_id","child_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "username" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_year" smallint;--> statement-breakpoint
ALTER TABLE "child_settings" ADD CONSTRAINT "child_settings_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_links" ADD CONSTRAINT "guardian_links_guardian_id_users_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_links" ADD CONSTRAINT "guardian_links_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guardian_links_child_idx" ON "guardian_links" USING btree ("child_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree ("username");
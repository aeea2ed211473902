CREATE TYPE "public"."gender" AS ENUM('female', 'male');--> statement-breakpoint
CREATE TYPE "public"."specialization" AS ENUM('tajweed', 'hifz', 'qiraat', 'arabic', 'children');--> statement-breakpoint
CREATE TYPE "public"."teaching_language" AS ENUM('ar', 'en', 'ur', 'fr', 'id', 'tr', 'ms', 'bn', 'so', 'sw', 'de', 'es');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "specializations" "specialization"[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "languages" "teaching_language"[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gender" "gender";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "lessons_taught" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The free-text specialization becomes the typed list: each known subject its words name
-- (in English or Arabic), in the list's order; text naming none of them is dropped.
UPDATE "users" SET "specializations" = ARRAY(
  SELECT s FROM (VALUES
    (1, 'tajweed'::"specialization", '(tajw|tajv|تجويد)'),
    (2, 'hifz'::"specialization", '(hifz|hifdh|memori|حفظ|تحفيظ)'),
    (3, 'qiraat'::"specialization", '(qira|qirá|recitations|قراءات|القراءات)'),
    (4, 'arabic'::"specialization", '(arabic|عربي|العربية)'),
    (5, 'children'::"specialization", '(child|kids|beginner|أطفال|الأطفال|مبتدئ)')
  ) AS known(n, s, pattern)
  WHERE "users"."specialization" ~* known.pattern
  ORDER BY known.n
)
WHERE "specialization" IS NOT NULL;--> statement-breakpoint
-- Lessons taught so far: meetings that ended and that the teacher joined.
UPDATE "users" SET "lessons_taught" = counted.n FROM (
  SELECT "teacher_id", count(*)::int AS n FROM "meetings"
  WHERE "status" = 'ended' AND "teacher_joined" AND "teacher_id" IS NOT NULL
  GROUP BY "teacher_id"
) AS counted
WHERE "users"."id" = counted."teacher_id";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "specialization";
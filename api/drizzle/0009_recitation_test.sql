ALTER TABLE "classroom_states" ADD COLUMN "test_surah" smallint;--> statement-breakpoint
ALTER TABLE "classroom_states" ADD COLUMN "test_ayah" smallint;--> statement-breakpoint
ALTER TABLE "classroom_states" ADD COLUMN "test_word" smallint;
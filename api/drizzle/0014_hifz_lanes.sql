CREATE TYPE "public"."hifz_grade" AS ENUM('excellent', 'good', 'weak', 'repeat');--> statement-breakpoint
CREATE TYPE "public"."hifz_lane" AS ENUM('sabaq', 'sabqi', 'manzil');--> statement-breakpoint
CREATE TYPE "public"."portion_unit" AS ENUM('ayat', 'pages', 'juz');--> statement-breakpoint
CREATE TABLE "hifz_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"meeting_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"teacher_id" uuid,
	"lane" "hifz_lane" NOT NULL,
	"unit" "portion_unit" NOT NULL,
	"unit_from" smallint NOT NULL,
	"unit_to" smallint NOT NULL,
	"first_ayah" smallint NOT NULL,
	"last_ayah" smallint NOT NULL,
	"grade" "hifz_grade" NOT NULL,
	"note" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memorised_ranges" (
	"student_id" uuid NOT NULL,
	"first_ayah" smallint NOT NULL,
	"last_ayah" smallint NOT NULL,
	CONSTRAINT "memorised_ranges_student_id_first_ayah_pk" PRIMARY KEY("student_id","first_ayah")
);
--> statement-breakpoint
CREATE TABLE "review_pages" (
	"student_id" uuid NOT NULL,
	"page" smallint NOT NULL,
	"streak" smallint NOT NULL,
	"ease" real NOT NULL,
	"interval_days" smallint NOT NULL,
	"grade" "hifz_grade" NOT NULL,
	"graded_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	CONSTRAINT "review_pages_student_id_page_pk" PRIMARY KEY("student_id","page")
);
--> statement-breakpoint
ALTER TABLE "hifz_entries" ADD CONSTRAINT "hifz_entries_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hifz_entries" ADD CONSTRAINT "hifz_entries_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hifz_entries" ADD CONSTRAINT "hifz_entries_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memorised_ranges" ADD CONSTRAINT "memorised_ranges_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_pages" ADD CONSTRAINT "review_pages_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hifz_entries_student_created_idx" ON "hifz_entries" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "hifz_entries_meeting_idx" ON "hifz_entries" USING btree ("meeting_id");--> statement-breakpoint
-- What was memorised by whole surahs becomes memorised ayat (surah: its first and last ayah in
-- the whole Quran, from quran-meta); a surah that needs revision is memorised too. Memorised is
-- then read from the ayat alone, so those statuses leave surah_progress.
INSERT INTO "memorised_ranges" ("student_id", "first_ayah", "last_ayah")
SELECT p."student_id", s."first_ayah", s."last_ayah"
FROM "surah_progress" p
JOIN (VALUES
  (1, 1, 7),
  (2, 8, 293),
  (3, 294, 493),
  (4, 494, 669),
  (5, 670, 789),
  (6, 790, 954),
  (7, 955, 1160),
  (8, 1161, 1235),
  (9, 1236, 1364),
  (10, 1365, 1473),
  (11, 1474, 1596),
  (12, 1597, 1707),
  (13, 1708, 1750),
  (14, 1751, 1802),
  (15, 1803, 1901),
  (16, 1902, 2029),
  (17, 2030, 2140),
  (18, 2141, 2250),
  (19, 2251, 2348),
  (20, 2349, 2483),
  (21, 2484, 2595),
  (22, 2596, 2673),
  (23, 2674, 2791),
  (24, 2792, 2855),
  (25, 2856, 2932),
  (26, 2933, 3159),
  (27, 3160, 3252),
  (28, 3253, 3340),
  (29, 3341, 3409),
  (30, 3410, 3469),
  (31, 3470, 3503),
  (32, 3504, 3533),
  (33, 3534, 3606),
  (34, 3607, 3660),
  (35, 3661, 3705),
  (36, 3706, 3788),
  (37, 3789, 3970),
  (38, 3971, 4058),
  (39, 4059, 4133),
  (40, 4134, 4218),
  (41, 4219, 4272),
  (42, 4273, 4325),
  (43, 4326, 4414),
  (44, 4415, 4473),
  (45, 4474, 4510),
  (46, 4511, 4545),
  (47, 4546, 4583),
  (48, 4584, 4612),
  (49, 4613, 4630),
  (50, 4631, 4675),
  (51, 4676, 4735),
  (52, 4736, 4784),
  (53, 4785, 4846),
  (54, 4847, 4901),
  (55, 4902, 4979),
  (56, 4980, 5075),
  (57, 5076, 5104),
  (58, 5105, 5126),
  (59, 5127, 5150),
  (60, 5151, 5163),
  (61, 5164, 5177),
  (62, 5178, 5188),
  (63, 5189, 5199),
  (64, 5200, 5217),
  (65, 5218, 5229),
  (66, 5230, 5241),
  (67, 5242, 5271),
  (68, 5272, 5323),
  (69, 5324, 5375),
  (70, 5376, 5419),
  (71, 5420, 5447),
  (72, 5448, 5475),
  (73, 5476, 5495),
  (74, 5496, 5551),
  (75, 5552, 5591),
  (76, 5592, 5622),
  (77, 5623, 5672),
  (78, 5673, 5712),
  (79, 5713, 5758),
  (80, 5759, 5800),
  (81, 5801, 5829),
  (82, 5830, 5848),
  (83, 5849, 5884),
  (84, 5885, 5909),
  (85, 5910, 5931),
  (86, 5932, 5948),
  (87, 5949, 5967),
  (88, 5968, 5993),
  (89, 5994, 6023),
  (90, 6024, 6043),
  (91, 6044, 6058),
  (92, 6059, 6079),
  (93, 6080, 6090),
  (94, 6091, 6098),
  (95, 6099, 6106),
  (96, 6107, 6125),
  (97, 6126, 6130),
  (98, 6131, 6138),
  (99, 6139, 6146),
  (100, 6147, 6157),
  (101, 6158, 6168),
  (102, 6169, 6176),
  (103, 6177, 6179),
  (104, 6180, 6188),
  (105, 6189, 6193),
  (106, 6194, 6197),
  (107, 6198, 6204),
  (108, 6205, 6207),
  (109, 6208, 6213),
  (110, 6214, 6216),
  (111, 6217, 6221),
  (112, 6222, 6225),
  (113, 6226, 6230),
  (114, 6231, 6236)
) AS s("surah", "first_ayah", "last_ayah") ON s."surah" = p."surah"
WHERE p."status" IN ('memorised', 'needs_revision');--> statement-breakpoint
DELETE FROM "surah_progress" WHERE "status" = 'memorised';

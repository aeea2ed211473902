import assert from 'node:assert/strict';
import { it } from 'node:test';
import {
  HIFZ_ENTRIES_PER_LESSON_MAX,
  type HifzEntry,
  type HifzProgress,
  type StudentRecord,
} from '@app/shared/protocol';
import { ayat, call, liveLesson } from '../helpers/lessons';
import { describeBackends, errorOf, fieldCodes, json } from '../helpers/test-app';

/** The schedule's clock: the tests move it forwards. */
let now = new Date('2026-03-01T16:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

describeBackends(
  'hifz routes',
  (ctx) => {
    it('the Sheikh records the three lanes; the record shows them, exact by ayah', async () => {
      now = new Date('2026-03-01T16:00:00Z');
      const { teacher, student, meeting } = await liveLesson(ctx);
      const record = (body: object) =>
        call(ctx, teacher.cookie, 'POST', `/classroom/meetings/${meeting.id}/hifz`, body);
      const sabaq = await record({ lane: 'sabaq', portion: ayat(67, 1, 10), grade: 'good' });
      assert.equal(sabaq.statusCode, 201, sabaq.body);
      const entry = json<{ data: HifzEntry }>(sabaq).data;
      assert.equal(entry.teacherName, teacher.user.name);
      assert.deepEqual(entry.range, {
        first: { surah: 67, ayah: 1 },
        last: { surah: 67, ayah: 10 },
      });
      const sabqi = await record({
        lane: 'sabqi',
        portion: { unit: 'pages', from: 560, to: 562 },
        grade: 'good',
        note: 'Steady',
      });
      assert.equal(sabqi.statusCode, 201, sabqi.body);
      const manzil = await record({
        lane: 'manzil',
        portion: { unit: 'juz', from: 30, to: 30 },
        grade: 'weak',
      });
      assert.equal(manzil.statusCode, 201, manzil.body);
      // Al-Fatihah and 2:1-141 are juz 1 in full.
      await record({ lane: 'sabaq', portion: ayat(1, 1, 7), grade: 'excellent' });
      await record({ lane: 'sabaq', portion: ayat(2, 1, 141), grade: 'good' });

      const lanes = json<{ data: HifzEntry[] }>(
        await call(ctx, student.cookie, 'GET', `/classroom/meetings/${meeting.id}/hifz`),
      ).data;
      assert.deepEqual(
        lanes.map((e) => [e.lane, e.portion.unit, e.grade]),
        [
          ['sabaq', 'ayat', 'good'],
          ['sabqi', 'pages', 'good'],
          ['manzil', 'juz', 'weak'],
          ['sabaq', 'ayat', 'excellent'],
          ['sabaq', 'ayat', 'good'],
        ],
      );
      assert.deepEqual(lanes[1]!.portion, { unit: 'pages', from: 560, to: 562 });

      const read = await call(
        ctx,
        student.cookie,
        'GET',
        `/classroom/students/${student.user.id}/hifz`,
      );
      assert.equal(read.statusCode, 200, read.body);
      const progress = json<{ data: HifzProgress }>(read).data;
      assert.equal(progress.entries[0]!.lane, 'sabaq');
      assert.deepEqual(progress.juz[0], { juz: 1, memorised: 148, total: 148 });
      assert.equal(progress.juz[1]!.memorised, 0);
      assert.deepEqual(progress.memorised[0], {
        first: { surah: 1, ayah: 1 },
        last: { surah: 2, ayah: 141 },
      });
      // The weak manzil of juz 30 (which holds pages 560-562's neighbours, not them) is due
      // the next day; the sabqi pages, graded good, too (a first revision is the next day).
      const page = (n: number) => progress.review.find((p) => p.page === n);
      assert.equal(page(600)!.grade, 'weak');
      assert.equal(page(600)!.dueAt, new Date(now.getTime() + DAY).toISOString());
      assert.equal(page(561)!.intervalDays, 1);
      // Page 562 was graded twice today (the sabaq, then the sabqi): it still comes back tomorrow.
      assert.equal(page(562)!.intervalDays, 1);

      // The record's surah statuses follow the ayat: Al-Fatihah whole, Al-Baqarah in part.
      const statuses = json<{ data: StudentRecord }>(
        await call(ctx, student.cookie, 'GET', `/classroom/students/${student.user.id}/record`),
      ).data.surahs;
      assert.deepEqual(
        statuses.filter((s) => s.surah <= 2).map((s) => [s.surah, s.status, s.updatedAt]),
        [
          [1, 'memorised', null],
          [2, 'learning', null],
        ],
      );
    });

    it('a page graded weak comes back the next day; good then pushes it out', async () => {
      now = new Date('2026-03-01T16:00:00Z');
      const { teacher, student, meeting } = await liveLesson(ctx);
      const url = `/classroom/meetings/${meeting.id}/hifz`;
      const kursiPage = { unit: 'pages', from: 42, to: 42 };
      await call(ctx, teacher.cookie, 'POST', url, {
        lane: 'sabqi',
        portion: kursiPage,
        grade: 'good',
      });
      now = new Date(now.getTime() + DAY);
      await call(ctx, teacher.cookie, 'POST', url, {
        lane: 'sabqi',
        portion: kursiPage,
        grade: 'weak',
      });
      const dueOf = async () =>
        json<{ data: HifzProgress }>(
          await call(ctx, student.cookie, 'GET', `/classroom/students/${student.user.id}/hifz`),
        ).data.review.find((p) => p.page === 42)!;
      const weak = await dueOf();
      assert.equal(weak.grade, 'weak');
      assert.equal(weak.dueAt, '2026-03-03T16:00:00.000Z');
      now = new Date('2026-03-03T16:00:00Z');
      await call(ctx, teacher.cookie, 'POST', url, {
        lane: 'sabqi',
        portion: kursiPage,
        grade: 'good',
      });
      now = new Date('2026-03-04T16:00:00Z');
      await call(ctx, teacher.cookie, 'POST', url, {
        lane: 'sabqi',
        portion: kursiPage,
        grade: 'good',
      });
      assert.equal((await dueOf()).dueAt, '2026-03-10T16:00:00.000Z');
    });

    it('a weak sabaq is not memorised yet; a surah set by hand is, and its pages are due now', async () => {
      now = new Date('2026-03-01T16:00:00Z');
      const { teacher, student, meeting } = await liveLesson(ctx);
      await call(ctx, teacher.cookie, 'POST', `/classroom/meetings/${meeting.id}/hifz`, {
        lane: 'sabaq',
        portion: ayat(67, 1, 10),
        grade: 'weak',
      });
      const progressUrl = `/classroom/students/${student.user.id}/hifz`;
      const before = json<{ data: HifzProgress }>(
        await call(ctx, student.cookie, 'GET', progressUrl),
      );
      assert.deepEqual(before.data.memorised, []);
      assert.deepEqual(before.data.review, []);

      const set = await call(
        ctx,
        teacher.cookie,
        'PUT',
        `/classroom/students/${student.user.id}/surahs/112`,
        { status: 'memorised' },
      );
      assert.equal(set.statusCode, 200, set.body);
      assert.equal(json<{ data: { status: string } }>(set).data.status, 'memorised');
      const after = json<{ data: HifzProgress }>(
        await call(ctx, student.cookie, 'GET', progressUrl),
      );
      assert.deepEqual(after.data.review, [
        { page: 604, dueAt: now.toISOString(), grade: null, intervalDays: null },
      ]);
      // Needs revision keeps it memorised; not started takes it out.
      const needs = await call(
        ctx,
        teacher.cookie,
        'PUT',
        `/classroom/students/${student.user.id}/surahs/112`,
        {
          status: 'needs_revision',
        },
      );
      assert.equal(json<{ data: { status: string } }>(needs).data.status, 'needs_revision');
      await call(ctx, teacher.cookie, 'PUT', `/classroom/students/${student.user.id}/surahs/112`, {
        status: 'not_started',
      });
      const gone = json<{ data: HifzProgress }>(
        await call(ctx, student.cookie, 'GET', progressUrl),
      );
      assert.deepEqual([gone.data.memorised, gone.data.review], [[], []]);
    });

    it('only the lesson’s Sheikh records; bad portions answer their codes', async () => {
      const { teacher: sheikh, student, meeting } = await liveLesson(ctx);
      const teacher = sheikh.cookie;
      const other = await ctx.signedIn('teacher');
      const url = `/classroom/meetings/${meeting.id}/hifz`;
      const body = { lane: 'sabaq', portion: ayat(67, 1, 10), grade: 'good' };
      assert.deepEqual(
        json(await call(ctx, other.cookie, 'POST', url, body)),
        errorOf('classroom.not_teacher'),
      );
      assert.deepEqual(
        json(await call(ctx, student.cookie, 'POST', url, body)),
        errorOf('classroom.not_teacher'),
      );
      const refused = async (portion: object) =>
        json(await call(ctx, teacher, 'POST', url, { ...body, portion }));
      assert.deepEqual(await refused(ayat(67, 10, 1)), errorOf('hifz.range_reversed'));
      assert.deepEqual(await refused(ayat(1, 1, 8)), errorOf('classroom.ayah_out_of_range'));
      assert.equal(
        (
          await call(ctx, teacher, 'POST', url, {
            ...body,
            portion: { unit: 'pages', from: 605, to: 605 },
          })
        ).statusCode,
        400,
      );
      assert.equal(
        (await call(ctx, teacher, 'POST', url, { ...body, note: 'x'.repeat(201) })).statusCode,
        400,
      );
      // A note keeps contact details off the platform, as the lesson's notes do; the admins
      // see the refusal with the lesson.
      const phone = await call(ctx, teacher, 'POST', url, {
        ...body,
        note: 'Call me on 0551234567',
      });
      assert.deepEqual(fieldCodes(phone), ['note: contact_details']);
      const admin = await ctx.signedIn('admin');
      const refusals = await call(
        ctx,
        admin.cookie,
        'GET',
        `/classroom/meetings/${meeting.id}/contact-refusals`,
      );
      assert.deepEqual(
        json<{ data: { kind: string; place: string }[] }>(refusals).data.map((r) => r.place),
        ['notes'],
      );
    });

    it('a lesson holds at most 60 entries for a student; the 61st is refused with its code', async () => {
      const { teacher, meeting } = await liveLesson(ctx);
      const url = `/classroom/meetings/${meeting.id}/hifz`;
      const body = { lane: 'sabqi', portion: { unit: 'pages', from: 3, to: 3 }, grade: 'good' };
      for (let i = 0; i < HIFZ_ENTRIES_PER_LESSON_MAX; i += 1) {
        const res = await call(ctx, teacher.cookie, 'POST', url, body);
        assert.equal(res.statusCode, 201, res.body);
      }
      assert.deepEqual(
        json(await call(ctx, teacher.cookie, 'POST', url, body)),
        errorOf('hifz.too_many_entries'),
      );
    });

    it('who may read a student’s hifz: the student, their Sheikhs, admins; not other students', async () => {
      const { student } = await liveLesson(ctx);
      const url = `/classroom/students/${student.user.id}/hifz`;
      const stranger = await ctx.signedIn('student');
      assert.deepEqual(
        json(await call(ctx, stranger.cookie, 'GET', url)),
        errorOf('classroom.not_your_student'),
      );
      const otherTeacher = await ctx.signedIn('teacher');
      assert.deepEqual(
        json(await call(ctx, otherTeacher.cookie, 'GET', url)),
        errorOf('classroom.not_your_student'),
      );
      const admin = await ctx.signedIn('admin');
      assert.equal((await call(ctx, admin.cookie, 'GET', url)).statusCode, 200);
    });
  },
  { build: { hifzClock: () => now } },
);

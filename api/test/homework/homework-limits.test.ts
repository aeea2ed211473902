import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { beforeEach, it } from 'node:test';
import {
  HOMEWORK_AUDIO_MAX_BYTES,
  HOMEWORK_DURATION_MAX_MS,
  HOMEWORK_MARKS_MAX,
  HOMEWORK_NOTE_MAX,
  HOMEWORK_OPEN_MAX,
  HOMEWORK_SUBMISSIONS_MAX,
  type Homework,
  type HomeworkSubmission,
} from '@app/shared/protocol';
import { ayat, call, daysAfter, liveLesson } from '../helpers/lessons';
import { oggBytes, submitRequest, webmBytes } from '../helpers/recordings';
import { describeBackends, errorOf, fieldCodes, json, type TestContext } from '../helpers/test-app';

const NOW = new Date('2026-03-01T09:00:00Z');
const MINUTE_MS = 60_000;

const audioDir = (ctx: TestContext) => path.join(ctx.config.DATA_DIR, 'homework');
const filesIn = (ctx: TestContext) => readdirSync(audioDir(ctx));

async function lessonWithHomework(ctx: TestContext, portion: object = ayat(67, 1, 10)) {
  const lesson = await liveLesson(ctx);
  const res = await call(
    ctx,
    lesson.teacher.cookie,
    'POST',
    `/classroom/meetings/${lesson.meeting.id}/homework`,
    { portion, dueAt: daysAfter(NOW, 7).toISOString() },
  );
  assert.equal(res.statusCode, 201, res.body);
  return { ...lesson, homework: json<{ data: Homework }>(res).data };
}

describeBackends(
  'recited homework: limits',
  (ctx) => {
    beforeEach(() => {
      rmSync(audioDir(ctx), { recursive: true, force: true });
      mkdirSync(audioDir(ctx), { recursive: true });
    });

    /** The homework has no recording, and no file (whole or half) is left on disk. */
    async function nothingStored(cookie: string, studentId: string) {
      const res = await call(ctx, cookie, 'GET', `/classroom/students/${studentId}/homework`);
      assert.deepEqual(
        json<{ data: Homework[] }>(res).data.map((homework) => homework.submissions),
        [[]],
      );
      assert.deepEqual(filesIn(ctx), []);
    }

    it('size: at most 6 MB, whether the body says so first or only runs over', async () => {
      const { student, homework } = await lessonWithHomework(ctx);
      const tooBig = webmBytes(HOMEWORK_AUDIO_MAX_BYTES + 1);
      const declared = await ctx.app.inject(submitRequest(student.cookie, homework.id, tooBig));
      assert.equal(declared.statusCode, 413);
      assert.deepEqual(json(declared), errorOf('homework.audio_too_large'));
      // Sent in chunks with no length, it is cut off once past the limit.
      const streamed = await ctx.app.inject({
        ...submitRequest(student.cookie, homework.id, tooBig),
        headers: {
          cookie: student.cookie,
          'content-type': 'audio/webm',
          'transfer-encoding': 'chunked',
        },
        payload: Readable.from(
          Array.from({ length: 7 }, (_, i) =>
            tooBig.subarray(i * 1024 * 1024, (i + 1) * 1024 * 1024),
          ),
        ),
      });
      assert.equal(streamed.statusCode, 413, streamed.body);
      assert.deepEqual(json(streamed), errorOf('homework.audio_too_large'));
      assert.equal(streamed.headers.connection, 'close');
      await nothingStored(student.cookie, student.user.id);
      const atTheLimit = await ctx.app.inject(
        submitRequest(student.cookie, homework.id, webmBytes(HOMEWORK_AUDIO_MAX_BYTES)),
      );
      assert.equal(atTheLimit.statusCode, 201, atTheLimit.body);
    });

    it('type: audio/webm or audio/ogg, codecs allowed; and the bytes must be what it says', async () => {
      const { student, homework } = await lessonWithHomework(ctx);
      const send = (body: Buffer, type?: string) =>
        ctx.app.inject({
          ...submitRequest(student.cookie, homework.id, body),
          headers: { cookie: student.cookie, ...(type ? { 'content-type': type } : {}) },
        });
      for (const type of ['audio/mpeg', 'audio/wav', 'video/webm', 'application/json', undefined]) {
        const res = await send(webmBytes(), type);
        assert.equal(res.statusCode, 415, `${type}: ${res.body}`);
        assert.deepEqual(json(res), errorOf('homework.audio_type'), type);
      }
      for (const [body, type] of [
        [oggBytes(), 'audio/webm'],
        [webmBytes(), 'audio/ogg'],
        [Buffer.from('ID3 this is an mp3 file'), 'audio/webm'],
        [Buffer.from([0x1a, 0x45]), 'audio/webm'],
        [Buffer.alloc(0), 'audio/ogg'],
      ] as const) {
        const res = await send(body, type);
        assert.equal(res.statusCode, 415, `${type}: ${res.body}`);
        assert.deepEqual(json(res), errorOf('homework.audio_unreadable'));
      }
      await nothingStored(student.cookie, student.user.id);
      for (const [body, type] of [
        [webmBytes(), 'audio/webm'],
        [webmBytes(), 'AUDIO/WEBM; codecs="opus"'],
        [oggBytes(), 'audio/ogg;codecs=opus'],
      ] as const) {
        assert.equal((await send(body, type)).statusCode, 201, type);
      }
    });

    it('duration: the recorder’s own measure, at most 10 minutes', async () => {
      const { student, homework } = await lessonWithHomework(ctx);
      const send = (durationMs: number | string) =>
        ctx.app.inject(submitRequest(student.cookie, homework.id, webmBytes(), { durationMs }));
      const over = await send(HOMEWORK_DURATION_MAX_MS + 1);
      assert.equal(over.statusCode, 400);
      assert.deepEqual(fieldCodes(over), ['durationMs: too_big']);
      assert.equal((await send(0)).statusCode, 400);
      assert.equal((await send('ten')).statusCode, 400);
      await nothingStored(student.cookie, student.user.id);
      const longest = await send(HOMEWORK_DURATION_MAX_MS);
      assert.equal(longest.statusCode, 201, longest.body);
      assert.equal(json<{ data: HomeworkSubmission }>(longest).data.durationMs, 600_000);
    });

    it('due date: not in the past, at most 90 days ahead; a note of at most 500 characters', async () => {
      const { teacher, meeting } = await liveLesson(ctx);
      const url = `/classroom/meetings/${meeting.id}/homework`;
      const set = (dueAt: Date, note?: string) =>
        call(ctx, teacher.cookie, 'POST', url, {
          portion: ayat(1, 1, 7),
          dueAt: dueAt.toISOString(),
          ...(note === undefined ? {} : { note }),
        });
      assert.deepEqual(
        json(await set(new Date(NOW.getTime() - MINUTE_MS))),
        errorOf('homework.due_past'),
      );
      assert.deepEqual(
        json(await set(new Date(daysAfter(NOW, 90).getTime() + MINUTE_MS))),
        errorOf('homework.due_too_far'),
      );
      assert.equal((await set(daysAfter(NOW, 90))).statusCode, 201);
      assert.equal((await set(NOW)).statusCode, 201);
      const long = await set(daysAfter(NOW, 1), 'x'.repeat(HOMEWORK_NOTE_MAX + 1));
      assert.deepEqual(fieldCodes(long), ['note: too_long']);
      assert.equal((await set(daysAfter(NOW, 1), 'x'.repeat(HOMEWORK_NOTE_MAX))).statusCode, 201);
      // A note keeps contact details off the platform, as the lesson's notes do.
      const phone = await set(daysAfter(NOW, 1), 'Send it on WhatsApp: +966 55 123 4567');
      assert.deepEqual(fieldCodes(phone), ['note: contact_details']);
      const badDate = await call(ctx, teacher.cookie, 'POST', url, {
        portion: ayat(1, 1, 7),
        dueAt: 'next week',
      });
      assert.equal(badDate.statusCode, 400);
      // A portion is hifz's: its own codes.
      assert.deepEqual(
        json(
          await call(ctx, teacher.cookie, 'POST', url, {
            portion: ayat(1, 7, 1),
            dueAt: daysAfter(NOW, 1).toISOString(),
          }),
        ),
        errorOf('hifz.range_reversed'),
      );
    });

    it('at most 20 open per student from one Sheikh; another Sheikh has 20 of his own', async () => {
      const { teacher, student, meeting } = await liveLesson(ctx);
      const body = { portion: ayat(112, 1, 4), dueAt: daysAfter(NOW, 7).toISOString() };
      const url = `/classroom/meetings/${meeting.id}/homework`;
      for (let n = 0; n < HOMEWORK_OPEN_MAX; n++) {
        assert.equal((await call(ctx, teacher.cookie, 'POST', url, body)).statusCode, 201);
      }
      const over = await call(ctx, teacher.cookie, 'POST', url, body);
      assert.equal(over.statusCode, 409);
      assert.deepEqual(json(over), errorOf('homework.too_many_open'));

      const other = await ctx.signedIn('teacher');
      const theirs = await ctx.app.meetingLifecycle.create({
        roomName: `homework-other-${randomUUID()}`,
        teacherId: other.user.id,
        studentIds: [student.user.id],
      });
      await ctx.app.meetingLifecycle.teacherJoined(theirs);
      await ctx.app.meetingLifecycle.studentJoined(theirs, student.user.id);
      const otherUrl = `/classroom/meetings/${theirs.id}/homework`;
      assert.equal((await call(ctx, other.cookie, 'POST', otherUrl, body)).statusCode, 201);
    });

    it('at most 10 recordings per homework; a retry of a stored one is still answered', async () => {
      const { student, homework } = await lessonWithHomework(ctx);
      const ids: string[] = [];
      for (let n = 0; n < HOMEWORK_SUBMISSIONS_MAX; n++) {
        const submissionId = randomUUID();
        ids.push(submissionId);
        const res = await ctx.app.inject(
          submitRequest(student.cookie, homework.id, webmBytes(2000), { submissionId }),
        );
        assert.equal(res.statusCode, 201, res.body);
        assert.equal(json<{ data: HomeworkSubmission }>(res).data.attempt, n + 1);
      }
      const over = await ctx.app.inject(submitRequest(student.cookie, homework.id, webmBytes()));
      assert.equal(over.statusCode, 409);
      assert.deepEqual(json(over), errorOf('homework.too_many_submissions'));
      const retry = await ctx.app.inject(
        submitRequest(student.cookie, homework.id, webmBytes(2000), { submissionId: ids[9] }),
      );
      assert.equal(retry.statusCode, 201, retry.body);
      // Each new one replaced the one waiting before it.
      const res = await call(
        ctx,
        student.cookie,
        'GET',
        `/classroom/students/${student.user.id}/homework`,
      );
      const statuses = json<{ data: Homework[] }>(res).data[0]!.submissions.map((s) => s.status);
      assert.deepEqual(statuses, [...Array<string>(9).fill('replaced'), 'submitted']);
    });

    it('marks: within the recording and the portion, a real word, at most 200; fixed once reviewed', async () => {
      const { teacher, student, homework } = await lessonWithHomework(ctx, ayat(112, 1, 4));
      const sent = await ctx.app.inject(
        submitRequest(student.cookie, homework.id, webmBytes(), { durationMs: 30_000 }),
      );
      const submission = json<{ data: HomeworkSubmission }>(sent).data;
      const base = `/homework/${homework.id}/submissions/${submission.id}`;
      const mark = (fields: object) =>
        call(ctx, teacher.cookie, 'POST', `${base}/marks`, {
          atMs: 1000,
          surah: 112,
          ayah: 1,
          word: 0,
          kind: 'harakat',
          ...fields,
        });
      assert.deepEqual(json(await mark({ atMs: 30_001 })), errorOf('homework.mark_past_end'));
      assert.deepEqual(
        json(await mark({ surah: 113, ayah: 1 })),
        errorOf('homework.mark_outside_portion'),
      );
      assert.deepEqual(json(await mark({ word: 40 })), errorOf('classroom.word_out_of_range'));
      assert.deepEqual(
        json(await mark({ kind: 'harakat', subRule: 'madd' })),
        errorOf('classroom.sub_rule_invalid'),
      );
      assert.equal((await mark({ atMs: 30_000, ayah: 4, word: 2 })).statusCode, 201);
      for (let n = 1; n < HOMEWORK_MARKS_MAX; n++) {
        assert.equal((await mark({ atMs: n * 100 })).statusCode, 201);
      }
      assert.deepEqual(json(await mark({})), errorOf('homework.too_many_marks'));

      const reviewUrl = `${base}/review`;
      const reviewed = await call(ctx, teacher.cookie, 'PUT', reviewUrl, {
        grade: 'good',
        outcome: 'accept',
        note: 'x'.repeat(HOMEWORK_NOTE_MAX + 1),
      });
      assert.deepEqual(fieldCodes(reviewed), ['note: too_long']);
      const accepted = await call(ctx, teacher.cookie, 'PUT', reviewUrl, {
        grade: 'good',
        outcome: 'accept',
      });
      assert.equal(accepted.statusCode, 200, accepted.body);
      const marks = json<{ data: Homework }>(accepted).data.submissions[0]!.marks;
      assert.equal(marks.length, HOMEWORK_MARKS_MAX);
      // In the order of the recording.
      assert.deepEqual(
        marks.map((m) => m.atMs),
        marks.map((m) => m.atMs).sort((a, b) => a - b),
      );
      assert.deepEqual(
        json(
          await call(ctx, teacher.cookie, 'PUT', reviewUrl, { grade: 'weak', outcome: 'resubmit' }),
        ),
        errorOf('homework.not_awaiting_review'),
      );
      assert.deepEqual(json(await mark({})), errorOf('homework.not_awaiting_review'));
      assert.deepEqual(
        json(await call(ctx, teacher.cookie, 'DELETE', `${base}/marks/${marks[0]!.id}`)),
        errorOf('homework.not_awaiting_review'),
      );
    });
  },
  { build: { hifzClock: () => NOW } },
);

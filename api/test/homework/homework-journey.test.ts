import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdirSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import path from 'node:path';
import { beforeEach, it } from 'node:test';
import {
  homeworkAudioPath,
  type Homework,
  type HomeworkMark,
  type HomeworkSubmission,
} from '@app/shared/protocol';
import { ayat, call, daysAfter, liveLesson } from '../helpers/lessons';
import { oggBytes, submitRequest, webmBytes } from '../helpers/recordings';
import { describeBackends, errorOf, json, type TestContext } from '../helpers/test-app';

/** The clock due dates, lateness and retention read: the tests move it. */
const START = new Date('2026-03-01T09:00:00Z');
let now = START;
const MINUTE_MS = 60_000;

const audioDir = (ctx: TestContext) => path.join(ctx.config.DATA_DIR, 'homework');
const filesIn = (ctx: TestContext) => readdirSync(audioDir(ctx)).sort();

async function setHomework(ctx: TestContext, dueInDays = 7) {
  const lesson = await liveLesson(ctx);
  const res = await call(
    ctx,
    lesson.teacher.cookie,
    'POST',
    `/classroom/meetings/${lesson.meeting.id}/homework`,
    { portion: ayat(67, 1, 10), dueAt: daysAfter(now, dueInDays).toISOString() },
  );
  assert.equal(res.statusCode, 201, res.body);
  return { ...lesson, homework: json<{ data: Homework }>(res).data };
}

async function listOf(ctx: TestContext, cookie: string, studentId: string): Promise<Homework[]> {
  const res = await call(ctx, cookie, 'GET', `/classroom/students/${studentId}/homework`);
  assert.equal(res.statusCode, 200, res.body);
  return json<{ data: Homework[] }>(res).data;
}

async function submit(
  ctx: TestContext,
  cookie: string,
  homeworkId: string,
  body: Buffer,
  options: Parameters<typeof submitRequest>[3] = {},
): Promise<HomeworkSubmission> {
  const res = await ctx.app.inject(submitRequest(cookie, homeworkId, body, options));
  assert.equal(res.statusCode, 201, res.body);
  return json<{ data: HomeworkSubmission }>(res).data;
}

async function review(
  ctx: TestContext,
  cookie: string,
  homeworkId: string,
  submissionId: string,
  body: object,
): Promise<Homework> {
  const res = await call(
    ctx,
    cookie,
    'PUT',
    `/homework/${homeworkId}/submissions/${submissionId}/review`,
    body,
  );
  assert.equal(res.statusCode, 200, res.body);
  return json<{ data: Homework }>(res).data;
}

/** Waits for what the server does on its own time (a dropped upload's clean-up). */
async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describeBackends(
  'recited homework: the journey',
  (ctx) => {
    beforeEach(() => {
      now = START;
      // The recordings of earlier tests would blur what each test leaves on disk.
      rmSync(audioDir(ctx), { recursive: true, force: true });
      mkdirSync(audioDir(ctx), { recursive: true });
    });

    it('set, record, listen by range, mark at 5 s, send back, record again, accept', async () => {
      const { teacher, student, meeting, homework } = await setHomework(ctx);
      assert.equal(homework.status, 'assigned');
      assert.equal(homework.meetingId, meeting.id);
      assert.equal(homework.teacherName, teacher.user.name);
      assert.deepEqual(homework.range, {
        first: { surah: 67, ayah: 1 },
        last: { surah: 67, ayah: 10 },
      });

      const first = webmBytes(20_000);
      const firstId = randomUUID();
      const sent = await submit(ctx, student.cookie, homework.id, first, {
        submissionId: firstId,
        durationMs: 42_000,
      });
      assert.equal(sent.status, 'submitted');
      assert.equal(sent.bytes, first.length);
      assert.equal(sent.audioType, 'audio/webm');
      assert.equal(sent.audioPath, homeworkAudioPath(homework.id, firstId));
      // Whole, under its own name, and nothing half-written beside it.
      assert.deepEqual(filesIn(ctx), [`${firstId}.webm`]);
      assert.ok(readFileSync(path.join(audioDir(ctx), `${firstId}.webm`)).equals(first));

      // The Sheikh's player asks for a range: 206 and exactly those bytes.
      const listen = (range?: string) =>
        ctx.app.inject({
          method: 'GET',
          url: sent.audioPath!,
          headers: { cookie: teacher.cookie, ...(range ? { range } : {}) },
        });
      const ranged = await listen('bytes=100-1099');
      assert.equal(ranged.statusCode, 206, ranged.body);
      assert.equal(ranged.headers['content-range'], `bytes 100-1099/${first.length}`);
      assert.equal(ranged.headers['content-length'], '1000');
      assert.equal(ranged.headers['accept-ranges'], 'bytes');
      assert.equal(ranged.headers['content-type'], 'audio/webm');
      assert.ok(ranged.rawPayload.equals(first.subarray(100, 1100)));
      const tail = await listen('bytes=-500');
      assert.equal(tail.statusCode, 206);
      assert.ok(tail.rawPayload.equals(first.subarray(first.length - 500)));
      const whole = await listen();
      assert.equal(whole.statusCode, 200);
      assert.equal(whole.headers['accept-ranges'], 'bytes');
      assert.equal(whole.headers['cache-control'], 'private, no-store');
      assert.ok(whole.rawPayload.equals(first));
      const past = await listen(`bytes=${first.length}-`);
      assert.equal(past.statusCode, 416);
      assert.equal(past.headers['content-range'], `bytes */${first.length}`);
      assert.deepEqual(json(past), errorOf('homework.range_not_satisfiable'));

      // A word marked where it is heard, 5 s in; the student sees it.
      const marksUrl = `/homework/${homework.id}/submissions/${firstId}/marks`;
      const marked = await call(ctx, teacher.cookie, 'POST', marksUrl, {
        atMs: 5000,
        surah: 67,
        ayah: 2,
        word: 1,
        kind: 'tajweed',
        subRule: 'madd',
        note: 'Hold the madd',
      });
      assert.equal(marked.statusCode, 201, marked.body);
      const mark = json<{ data: HomeworkMark }>(marked).data;
      assert.deepEqual(
        [mark.atMs, mark.surah, mark.ayah, mark.word, mark.kind, mark.subRule, mark.note],
        [5000, 67, 2, 1, 'tajweed', 'madd', 'Hold the madd'],
      );
      const [seen] = await listOf(ctx, student.cookie, student.user.id);
      assert.deepEqual(
        seen!.submissions[0]!.marks.map((m) => [m.id, m.atMs]),
        [[mark.id, 5000]],
      );

      const sentBack = await review(ctx, teacher.cookie, homework.id, firstId, {
        grade: 'weak',
        outcome: 'resubmit',
        note: 'Again, with the madd held',
      });
      assert.equal(sentBack.status, 'needs_resubmission');
      assert.deepEqual(
        [sentBack.submissions[0]!.status, sentBack.submissions[0]!.grade],
        ['needs_resubmission', 'weak'],
      );
      assert.equal(sentBack.submissions[0]!.reviewNote, 'Again, with the madd held');
      // A reviewed recording is fixed: no new marks.
      assert.deepEqual(
        json(
          await call(ctx, teacher.cookie, 'POST', marksUrl, {
            atMs: 6000,
            surah: 67,
            ayah: 3,
            word: 0,
            kind: 'harakat',
          }),
        ),
        errorOf('homework.not_awaiting_review'),
      );

      const second = oggBytes(9000);
      const again = await submit(ctx, student.cookie, homework.id, second, {
        type: 'audio/ogg; codecs=opus',
        durationMs: 40_000,
      });
      assert.equal(again.audioType, 'audio/ogg');
      const [waiting] = await listOf(ctx, student.cookie, student.user.id);
      assert.equal(waiting!.status, 'submitted');
      assert.deepEqual(
        waiting!.submissions.map((s) => [s.id, s.status]),
        [
          [firstId, 'needs_resubmission'],
          [again.id, 'submitted'],
        ],
      );

      now = new Date(START.getTime() + 60 * MINUTE_MS);
      const accepted = await review(ctx, teacher.cookie, homework.id, again.id, {
        grade: 'good',
        outcome: 'accept',
      });
      assert.equal(accepted.status, 'accepted');
      assert.equal(accepted.acceptedAt, now.toISOString());
      assert.deepEqual(
        accepted.submissions.map((s) => [s.status, s.grade]),
        [
          ['needs_resubmission', 'weak'],
          ['accepted', 'good'],
        ],
      );
      const late = await ctx.app.inject(submitRequest(student.cookie, homework.id, webmBytes()));
      assert.deepEqual(json(late), errorOf('homework.accepted'));
      assert.deepEqual(filesIn(ctx), [`${firstId}.webm`, `${again.id}.ogg`].sort());
    });

    it('a retry with the same submission id answers the stored one; a dropped upload leaves nothing', async () => {
      const { student, homework } = await setHomework(ctx);
      const recording = webmBytes(30_000);
      const id = randomUUID();
      // The id in capitals is the same submission: PostgreSQL and the file name agree.
      const first = await submit(ctx, student.cookie, homework.id, recording, {
        submissionId: id.toUpperCase(),
      });
      assert.equal(first.id, id);
      const retried = await submit(ctx, student.cookie, homework.id, recording, {
        submissionId: id,
      });
      assert.deepEqual(retried, first);
      const [listed] = await listOf(ctx, student.cookie, student.user.id);
      assert.deepEqual(
        listed!.submissions.map((s) => s.id),
        [id],
      );
      assert.deepEqual(filesIn(ctx), [`${id}.webm`]);

      // Another homework cannot take that id (nor its file).
      const other = await setHomework(ctx);
      const taken = await ctx.app.inject(
        submitRequest(other.student.cookie, other.homework.id, webmBytes(), { submissionId: id }),
      );
      assert.deepEqual(json(taken), errorOf('homework.submission_id_taken'));
      assert.ok(readFileSync(path.join(audioDir(ctx), `${id}.webm`)).equals(recording));

      // A connection dropped halfway through the body: nothing shows as submitted.
      await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = ctx.app.server.address() as AddressInfo;
      const whole = webmBytes(200_000);
      const droppedId = randomUUID();
      const socket = connect(port, '127.0.0.1');
      await once(socket, 'connect');
      socket.write(
        [
          `PUT /homework/${homework.id}/submissions/${droppedId}?durationMs=30000 HTTP/1.1`,
          'Host: 127.0.0.1',
          `Cookie: ${student.cookie}`,
          'Content-Type: audio/webm;codecs=opus',
          `Content-Length: ${whole.length}`,
          '',
          '',
        ].join('\r\n'),
      );
      socket.write(whole.subarray(0, 80_000));
      const parts = () => filesIn(ctx).filter((name) => name.endsWith('.part'));
      await until(() => parts().length === 1, 'the upload to be written');
      socket.destroy();
      await until(() => parts().length === 0, 'the half upload to be discarded');
      const [afterDrop] = await listOf(ctx, student.cookie, student.user.id);
      assert.deepEqual(
        afterDrop!.submissions.map((s) => s.id),
        [id],
      );
      assert.deepEqual(filesIn(ctx), [`${id}.webm`]);

      // The retry with the same id stores the whole recording.
      const stored = await submit(ctx, student.cookie, homework.id, whole, {
        submissionId: droppedId,
      });
      assert.equal(stored.bytes, whole.length);
      assert.ok(readFileSync(path.join(audioDir(ctx), `${droppedId}.webm`)).equals(whole));
      const [afterRetry] = await listOf(ctx, student.cookie, student.user.id);
      assert.deepEqual(
        afterRetry!.submissions.map((s) => [s.id, s.status]),
        [
          [id, 'replaced'],
          [droppedId, 'submitted'],
        ],
      );
    });

    it('late is read from the clock: assigned or sent back past the due date', async () => {
      const { teacher, student, homework } = await setHomework(ctx, 2);
      const statusNow = async () => (await listOf(ctx, student.cookie, student.user.id))[0]!.status;
      assert.equal(await statusNow(), 'assigned');
      now = daysAfter(START, 2);
      assert.equal(await statusNow(), 'assigned');
      now = new Date(daysAfter(START, 2).getTime() + MINUTE_MS);
      assert.equal(await statusNow(), 'late');
      const sent = await submit(ctx, student.cookie, homework.id, webmBytes());
      assert.equal(await statusNow(), 'submitted');
      await review(ctx, teacher.cookie, homework.id, sent.id, {
        grade: 'repeat',
        outcome: 'resubmit',
      });
      assert.equal(await statusNow(), 'late');
      const again = await submit(ctx, student.cookie, homework.id, webmBytes());
      await review(ctx, teacher.cookie, homework.id, again.id, {
        grade: 'good',
        outcome: 'accept',
      });
      assert.equal(await statusNow(), 'accepted');
    });

    it('the retention sweep deletes recordings and says so; leftovers go after a day', async () => {
      const { teacher, student, homework } = await setHomework(ctx, 30);
      const first = await submit(ctx, student.cookie, homework.id, webmBytes());
      now = daysAfter(START, 1);
      await review(ctx, teacher.cookie, homework.id, first.id, {
        grade: 'weak',
        outcome: 'resubmit',
      });
      now = daysAfter(START, 2);
      const second = await submit(ctx, student.cookie, homework.id, oggBytes(), {
        type: 'audio/ogg',
      });
      now = daysAfter(START, 3);
      await review(ctx, teacher.cookie, homework.id, second.id, {
        grade: 'excellent',
        outcome: 'accept',
      });
      // Sent, and never reviewed.
      const { student: other, homework: unreviewed } = await setHomework(ctx, 30);
      const waiting = await submit(ctx, other.cookie, unreviewed.id, webmBytes());
      const waitingSince = now;

      const recordings = async () =>
        (await listOf(ctx, student.cookie, student.user.id))[0]!.submissions;
      const sweepAt = async (at: Date) => {
        now = at;
        await ctx.app.homeworkService.sweepAudio();
      };
      const kept = [`${first.id}.webm`, `${second.id}.ogg`, `${waiting.id}.webm`].sort();

      // Sent back a day in: kept 30 days from then.
      await sweepAt(daysAfter(START, 31));
      assert.deepEqual(filesIn(ctx), kept);
      await sweepAt(new Date(daysAfter(START, 31).getTime() + MINUTE_MS));
      assert.deepEqual(
        filesIn(ctx),
        kept.filter((name) => !name.startsWith(first.id)),
      );
      const [gone, stays] = await recordings();
      assert.equal(gone!.audioDeletedAt, now.toISOString());
      assert.equal(gone!.audioPath, null);
      // The review and the grade stay with the record.
      assert.equal(gone!.grade, 'weak');
      assert.equal(stays!.audioDeletedAt, null);
      assert.deepEqual(
        json(
          await ctx.app.inject({
            method: 'GET',
            url: homeworkAudioPath(homework.id, first.id),
            headers: { cookie: student.cookie },
          }),
        ),
        errorOf('homework.audio_deleted'),
      );

      // Accepted three days in: kept 90 days from then.
      await sweepAt(daysAfter(START, 93));
      assert.ok(filesIn(ctx).includes(`${second.id}.ogg`));
      await sweepAt(new Date(daysAfter(START, 93).getTime() + MINUTE_MS));
      assert.deepEqual(filesIn(ctx), [`${waiting.id}.webm`]);
      assert.equal((await recordings())[1]!.audioPath, null);

      // Never reviewed: kept 180 days from its sending.
      await sweepAt(daysAfter(waitingSince, 180));
      assert.deepEqual(filesIn(ctx), [`${waiting.id}.webm`]);
      await sweepAt(new Date(daysAfter(waitingSince, 180).getTime() + MINUTE_MS));
      assert.deepEqual(filesIn(ctx), []);

      // Leftovers a day old go: a half upload, and a recording no row keeps. A fresh half
      // upload (one in progress) and files not ours stay.
      const dir = audioDir(ctx);
      const oldPart = `${randomUUID()}.0123456789abcdef.part`;
      const freshPart = `${randomUUID()}.fedcba9876543210.part`;
      const orphan = `${randomUUID()}.webm`;
      for (const name of [oldPart, freshPart, orphan, 'readme.txt']) {
        writeFileSync(path.join(dir, name), webmBytes(100));
      }
      const dayAndMore = new Date(now.getTime() - 25 * 60 * MINUTE_MS);
      const hourAgo = new Date(now.getTime() - 60 * MINUTE_MS);
      for (const name of [oldPart, orphan, 'readme.txt']) {
        utimesSync(path.join(dir, name), dayAndMore, dayAndMore);
      }
      utimesSync(path.join(dir, freshPart), hourAgo, hourAgo);
      await ctx.app.homeworkService.sweepAudio();
      assert.deepEqual(filesIn(ctx), [freshPart, 'readme.txt'].sort());
    });
  },
  { build: { hifzClock: () => now } },
);

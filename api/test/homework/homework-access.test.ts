import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { it } from 'node:test';
import type { Homework, HomeworkSubmission } from '@app/shared/protocol';
import { addLesson } from '../helpers/lessons';
import { ayat, call, daysAfter, liveLesson } from '../helpers/lessons';
import { submitRequest, webmBytes } from '../helpers/recordings';
import { describeBackends, errorOf, json, type TestContext } from '../helpers/test-app';

const dueAt = () => daysAfter(new Date(), 7).toISOString();

/** A homework with one recording waiting for review, and the people around the student. */
async function recorded(ctx: TestContext) {
  const { teacher, student, meeting } = await liveLesson(ctx);
  const set = await call(
    ctx,
    teacher.cookie,
    'POST',
    `/classroom/meetings/${meeting.id}/homework`,
    {
      portion: ayat(112, 1, 4),
      dueAt: dueAt(),
    },
  );
  const homework = json<{ data: Homework }>(set).data;
  const recording = webmBytes(4000);
  const sent = await ctx.app.inject(submitRequest(student.cookie, homework.id, recording));
  assert.equal(sent.statusCode, 201, sent.body);
  const submission = json<{ data: HomeworkSubmission }>(sent).data;

  const guardian = await ctx.signedIn('guardian');
  await ctx.app.familyRepository.link(guardian.user.id, student.user.id, {
    guardiansPerChild: 2,
    childrenPerGuardian: 10,
  });
  // Another Sheikh who has taught the student: may read the record, not hear the recording.
  const otherSheikh = await ctx.signedIn('teacher');
  await addLesson(ctx, otherSheikh.user, student.user);
  return { teacher, student, meeting, homework, submission, recording, guardian, otherSheikh };
}

describeBackends('recited homework: who may do what', (ctx) => {
  it('who may hear a recording: the student, the Sheikh who set it and admins; nobody else', async () => {
    const { teacher, student, submission, recording, guardian, otherSheikh } = await recorded(ctx);
    const admin = await ctx.signedIn('admin');
    const stranger = await ctx.signedIn('student');
    const hear = (cookie: string) =>
      ctx.app.inject({
        method: 'GET',
        url: submission.audioPath!,
        headers: { ...(cookie ? { cookie } : {}), range: 'bytes=0-99' },
      });
    for (const [who, cookie] of [
      ['student', student.cookie],
      ['the Sheikh who set it', teacher.cookie],
      ['an admin', admin.cookie],
    ] as const) {
      const res = await hear(cookie);
      assert.equal(res.statusCode, 206, `${who}: ${res.body}`);
      assert.ok(res.rawPayload.equals(recording.subarray(0, 100)), who);
    }
    for (const [who, cookie] of [
      ['a guardian of the student', guardian.cookie],
      ['another Sheikh of the student', otherSheikh.cookie],
      ['another student', stranger.cookie],
    ] as const) {
      assert.deepEqual(json(await hear(cookie)), errorOf('homework.audio_private'), who);
    }
    assert.equal((await hear('')).statusCode, 401);
  });

  it('the list: whoever reads the record; the audio path only for those who may hear', async () => {
    const { teacher, student, homework, guardian, otherSheikh } = await recorded(ctx);
    const admin = await ctx.signedIn('admin');
    const url = `/classroom/students/${student.user.id}/homework`;
    const pathFor = async (cookie: string) => {
      const res = await call(ctx, cookie, 'GET', url);
      assert.equal(res.statusCode, 200, res.body);
      const [listed] = json<{ data: Homework[] }>(res).data;
      assert.equal(listed!.id, homework.id);
      return listed!.submissions[0]!.audioPath;
    };
    assert.ok(await pathFor(student.cookie));
    assert.ok(await pathFor(teacher.cookie));
    assert.ok(await pathFor(admin.cookie));
    assert.equal(await pathFor(guardian.cookie), null);
    assert.equal(await pathFor(otherSheikh.cookie), null);
    for (const role of ['student', 'teacher', 'guardian'] as const) {
      const stranger = await ctx.signedIn(role);
      assert.deepEqual(
        json(await call(ctx, stranger.cookie, 'GET', url)),
        errorOf('classroom.not_your_student'),
        role,
      );
    }
  });

  it('only the student sends; only the Sheikh who set it marks and reviews', async () => {
    const { teacher, student, homework, submission, guardian, otherSheikh } = await recorded(ctx);
    const admin = await ctx.signedIn('admin');
    for (const cookie of [teacher.cookie, guardian.cookie, otherSheikh.cookie, admin.cookie]) {
      const res = await ctx.app.inject(submitRequest(cookie, homework.id, webmBytes()));
      assert.deepEqual(json(res), errorOf('homework.not_your_homework'));
    }
    const base = `/homework/${homework.id}/submissions/${submission.id}`;
    const mark = { atMs: 1000, surah: 112, ayah: 1, word: 0, kind: 'harakat' };
    for (const cookie of [student.cookie, otherSheikh.cookie, admin.cookie, guardian.cookie]) {
      assert.deepEqual(
        json(await call(ctx, cookie, 'POST', `${base}/marks`, mark)),
        errorOf('homework.not_setter'),
      );
      assert.deepEqual(
        json(
          await call(ctx, cookie, 'PUT', `${base}/review`, { grade: 'good', outcome: 'accept' }),
        ),
        errorOf('homework.not_setter'),
      );
    }
    const added = await call(ctx, teacher.cookie, 'POST', `${base}/marks`, mark);
    assert.equal(added.statusCode, 201, added.body);
    const markId = json<{ data: { id: string } }>(added).data.id;
    assert.deepEqual(
      json(await call(ctx, otherSheikh.cookie, 'DELETE', `${base}/marks/${markId}`)),
      errorOf('homework.not_setter'),
    );
    const removed = await call(ctx, teacher.cookie, 'DELETE', `${base}/marks/${markId}`);
    assert.deepEqual(json(removed), { data: { id: markId } });
    assert.deepEqual(
      json(await call(ctx, teacher.cookie, 'DELETE', `${base}/marks/${markId}`)),
      errorOf('homework.mark_not_found'),
    );
  });

  it('only the lesson’s Sheikh sets homework, naming the student in a group lesson', async () => {
    const { teacher, student, meeting } = await liveLesson(ctx);
    const url = `/classroom/meetings/${meeting.id}/homework`;
    const body = { portion: { unit: 'pages', from: 604, to: 604 }, dueAt: dueAt() };
    const other = await ctx.signedIn('teacher');
    assert.deepEqual(
      json(await call(ctx, other.cookie, 'POST', url, body)),
      errorOf('classroom.not_teacher'),
    );
    assert.deepEqual(
      json(await call(ctx, student.cookie, 'POST', url, body)),
      errorOf('classroom.not_teacher'),
    );

    const second = await ctx.signedIn('student');
    const group = await ctx.app.meetingLifecycle.create({
      roomName: `homework-group-${randomUUID()}`,
      teacherId: teacher.user.id,
      studentIds: [student.user.id, second.user.id],
    });
    await ctx.app.meetingLifecycle.teacherJoined(group);
    await ctx.app.meetingLifecycle.studentJoined(group, student.user.id);
    await ctx.app.meetingLifecycle.studentJoined(group, second.user.id);
    const groupUrl = `/classroom/meetings/${group.id}/homework`;
    assert.deepEqual(
      json(await call(ctx, teacher.cookie, 'POST', groupUrl, body)),
      errorOf('classroom.student_required'),
    );
    const named = await call(ctx, teacher.cookie, 'POST', groupUrl, {
      ...body,
      studentId: second.user.id,
    });
    assert.equal(named.statusCode, 201, named.body);
    assert.equal(json<{ data: Homework }>(named).data.studentId, second.user.id);
    // After the lesson too.
    await ctx.endMeeting(meeting.id);
    assert.equal((await call(ctx, teacher.cookie, 'POST', url, body)).statusCode, 201);
  });

  it('what does not exist is 404 with its code', async () => {
    const { teacher, student, homework, submission } = await recorded(ctx);
    const other = await recorded(ctx);
    assert.deepEqual(
      json(await ctx.app.inject(submitRequest(student.cookie, randomUUID(), webmBytes()))),
      errorOf('homework.not_found'),
    );
    // Another homework's recording is not found under this one.
    assert.deepEqual(
      json(
        await call(
          ctx,
          teacher.cookie,
          'PUT',
          `/homework/${homework.id}/submissions/${other.submission.id}/review`,
          { grade: 'good', outcome: 'accept' },
        ),
      ),
      errorOf('homework.submission_not_found'),
    );
    assert.deepEqual(
      json(
        await call(
          ctx,
          teacher.cookie,
          'DELETE',
          `/homework/${homework.id}/submissions/${submission.id}/marks/${randomUUID()}`,
        ),
      ),
      errorOf('homework.mark_not_found'),
    );
  });
});

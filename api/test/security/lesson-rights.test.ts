import assert from 'node:assert/strict';
import { it } from 'node:test';
import { describeBackends, json, type TestContext } from '../helpers/test-app';

const MARK = { surah: 2, ayah: 255, word: 3, kind: 'tajweed', subRule: 'ghunnah' };

/** A teacher, a student, and a call the teacher accepted (a meeting with both in it). */
async function acceptedCall(ctx: TestContext) {
  const teacher = await ctx.signedIn('teacher');
  const student = await ctx.signedIn('student');
  const meeting = await ctx.app.meetingLifecycle.create({
    roomName: `rights-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    teacherId: teacher.user.id,
    studentIds: [student.user.id],
  });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: { cookie: teacher.cookie, origin: ctx.config.CORS_ORIGINS[0] },
      ...(payload ? { payload } : {}),
    });
  return { teacher, student, meeting, call };
}

describeBackends('rights follow what happened in a lesson', (ctx) => {
  it('a teacher who accepted a call but never joined gets no right to the student', async () => {
    const { student, meeting, call } = await acceptedCall(ctx);
    // The student came; the teacher never did; the lesson ends unheld.
    await ctx.app.meetingLifecycle.studentJoined(meeting, student.user.id);
    const record = await call('GET', `/classroom/students/${student.user.id}/record`);
    assert.equal(record.statusCode, 403, record.body);
    assert.equal(json<{ code: string }>(record).code, 'classroom.not_your_student');
    const students = json<{ data: { id: string }[] }>(await call('GET', '/classroom/students'));
    assert.deepEqual(students.data, []);
    await ctx.endMeeting(meeting.id);
    const late = await call('POST', `/classroom/meetings/${meeting.id}/marks`, MARK);
    assert.equal(late.statusCode, 409, late.body);
  });

  it('a teacher who taught the student reads the record; an ended lesson takes no new marks', async () => {
    const { student, meeting, call } = await acceptedCall(ctx);
    await ctx.app.meetingLifecycle.teacherJoined(meeting);
    await ctx.app.meetingLifecycle.studentJoined(meeting, student.user.id);
    const during = await call('POST', `/classroom/meetings/${meeting.id}/marks`, MARK);
    assert.equal(during.statusCode, 201, during.body);
    const markId = json<{ data: { id: string } }>(during).data.id;
    assert.equal(
      (await call('GET', `/classroom/students/${student.user.id}/record`)).statusCode,
      200,
    );

    await ctx.endMeeting(meeting.id);
    const after = await call('POST', `/classroom/meetings/${meeting.id}/marks`, MARK);
    assert.equal(after.statusCode, 409, after.body);
    assert.equal(json<{ code: string }>(after).code, 'meetings.ended');
    const removed = await call('DELETE', `/classroom/meetings/${meeting.id}/marks/${markId}`);
    assert.equal(removed.statusCode, 409, removed.body);
    // Notes are often written once the call is over: they stay open.
    const notes = await call('PUT', `/classroom/meetings/${meeting.id}/notes`, {
      summary: 'Ayat al-Kursi, well done',
      homework: 'Revise 2:255',
    });
    assert.equal(notes.statusCode, 200, notes.body);
  });
});

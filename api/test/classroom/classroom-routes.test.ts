import assert from 'node:assert/strict';
import { it } from 'node:test';
import type {
  MeetingClassroom,
  MistakeMark,
  StudentEntry,
  StudentRecord,
} from '@app/shared/protocol';
import { call, liveLesson } from '../helpers/lessons';
import { describeBackends, errorOf, json } from '../helpers/test-app';

// Ayat al-Kursi (2:255) has 50 words in the shipped text; its 4th word (index 3) is «إِلَّا».
const KURSI = { surah: 2, ayah: 255 };
const tajweedMark = { ...KURSI, word: 3, kind: 'tajweed', subRule: 'madd', note: 'Hold it' };

describeBackends('classroom routes', (ctx) => {
  it("the session's teacher marks a word; the student and admins read it, nobody else", async () => {
    const { teacher, student, meeting } = await liveLesson(ctx);
    const marked = await call(
      ctx,
      teacher.cookie,
      'POST',
      `/classroom/meetings/${meeting.id}/marks`,
      tajweedMark,
    );
    assert.equal(marked.statusCode, 201, marked.body);
    const mark = json<{ data: MistakeMark }>(marked).data;
    assert.equal(mark.studentId, student.user.id);
    assert.equal(mark.subRule, 'madd');
    assert.equal(mark.note, 'Hold it');

    const seen = await call(ctx, student.cookie, 'GET', `/classroom/meetings/${meeting.id}`);
    assert.equal(seen.statusCode, 200);
    assert.deepEqual(
      json<{ data: MeetingClassroom }>(seen).data.marks.map((m) => m.id),
      [mark.id],
    );
    const admin = await ctx.signedIn('admin');
    assert.equal(
      (await call(ctx, admin.cookie, 'GET', `/classroom/meetings/${meeting.id}`)).statusCode,
      200,
    );
    const stranger = await ctx.signedIn('student');
    assert.deepEqual(
      json(await call(ctx, stranger.cookie, 'GET', `/classroom/meetings/${meeting.id}`)),
      errorOf('auth.forbidden'),
    );
  });

  it('only the meeting’s own teacher marks, removes marks and writes notes (403 with a code)', async () => {
    const { student, meeting } = await liveLesson(ctx);
    const otherTeacher = await ctx.signedIn('teacher');
    const admin = await ctx.signedIn('admin');
    for (const who of [otherTeacher, student, admin]) {
      const res = await call(
        ctx,
        who.cookie,
        'POST',
        `/classroom/meetings/${meeting.id}/marks`,
        tajweedMark,
      );
      assert.equal(res.statusCode, 403);
      assert.deepEqual(json(res), errorOf('classroom.not_teacher'));
      const notes = await call(ctx, who.cookie, 'PUT', `/classroom/meetings/${meeting.id}/notes`, {
        summary: 'x',
        homework: 'y',
      });
      assert.deepEqual(json(notes), errorOf('classroom.not_teacher'));
    }
  });

  it('refuses an ayah, a word or a sub-rule that does not exist (400 with a code)', async () => {
    const { teacher, meeting } = await liveLesson(ctx);
    const url = `/classroom/meetings/${meeting.id}/marks`;
    const refused = async (body: object, code: Parameters<typeof errorOf>[0]) => {
      const res = await call(ctx, teacher.cookie, 'POST', url, body);
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(json<{ code: string }>(res).code, code);
    };
    await refused({ ...tajweedMark, surah: 1, ayah: 8 }, 'classroom.ayah_out_of_range');
    await refused({ ...tajweedMark, ayah: 287 }, 'classroom.ayah_out_of_range');
    await refused({ ...tajweedMark, word: 50 }, 'classroom.word_out_of_range');
    await refused({ ...tajweedMark, surah: 115 }, 'validation.failed');
    await refused({ ...tajweedMark, word: -1 }, 'validation.failed');
    await refused({ ...tajweedMark, subRule: 'forgot' }, 'classroom.sub_rule_invalid');
    await refused({ ...tajweedMark, kind: 'harakat' }, 'classroom.sub_rule_invalid');
    await refused({ ...tajweedMark, note: 'x'.repeat(201) }, 'validation.failed');
    const outsider = await ctx.createUser('student');
    await refused({ ...tajweedMark, studentId: outsider.id }, 'classroom.student_required');
    // The last word of the ayah is accepted; a harakat mark has no sub-rule.
    const last = await call(ctx, teacher.cookie, 'POST', url, {
      ...KURSI,
      word: 49,
      kind: 'harakat',
    });
    assert.equal(last.statusCode, 201, last.body);
  });

  it("a student's record: theirs alone, their teachers', and admins'", async () => {
    const { teacher, student, meeting } = await liveLesson(ctx);
    await call(ctx, teacher.cookie, 'POST', `/classroom/meetings/${meeting.id}/marks`, tajweedMark);
    await call(ctx, teacher.cookie, 'PUT', `/classroom/meetings/${meeting.id}/notes`, {
      summary: 'Good flow in Ayat al-Kursi',
      homework: 'Revise 2:255-257',
    });
    const status = await call(
      ctx,
      teacher.cookie,
      'PUT',
      `/classroom/students/${student.user.id}/surahs/2`,
      {
        status: 'learning',
      },
    );
    assert.equal(status.statusCode, 200, status.body);

    const url = `/classroom/students/${student.user.id}/record`;
    const own = await call(ctx, student.cookie, 'GET', url);
    assert.equal(own.statusCode, 200, own.body);
    const record = json<{ data: StudentRecord }>(own).data;
    assert.equal(record.marks.length, 1);
    assert.equal(record.marks[0]!.note, 'Hold it');
    assert.deepEqual(
      record.surahs.map((s) => [s.surah, s.status]),
      [[2, 'learning']],
    );
    assert.equal(record.lessons[0]!.homework, 'Revise 2:255-257');
    assert.equal(record.lessons[0]!.markCount, 1);
    assert.equal(record.canEdit, false);

    const asTeacher = json<{ data: StudentRecord }>(await call(ctx, teacher.cookie, 'GET', url));
    assert.equal(asTeacher.data.canEdit, true);
    const admin = await ctx.signedIn('admin');
    assert.equal((await call(ctx, admin.cookie, 'GET', url)).statusCode, 200);

    const otherStudent = await ctx.signedIn('student');
    const otherTeacher = await ctx.signedIn('teacher');
    for (const who of [otherStudent, otherTeacher]) {
      const res = await call(ctx, who.cookie, 'GET', url);
      assert.equal(res.statusCode, 403);
      assert.deepEqual(json(res), errorOf('classroom.not_your_student'));
    }
    // Only a teacher who taught the student sets a status; admins and the student read only.
    for (const who of [otherTeacher, student, admin]) {
      const res = await call(
        ctx,
        who.cookie,
        'PUT',
        `/classroom/students/${student.user.id}/surahs/1`,
        {
          status: 'memorised',
        },
      );
      assert.equal(res.statusCode, 403);
    }
    // The other student's own record holds none of this.
    const theirs = json<{ data: StudentRecord }>(
      await call(
        ctx,
        otherStudent.cookie,
        'GET',
        `/classroom/students/${otherStudent.user.id}/record`,
      ),
    ).data;
    assert.deepEqual([theirs.marks, theirs.lessons, theirs.surahs], [[], [], []]);
  });

  it('a teacher lists the students they taught; a student may not list', async () => {
    const { teacher, student } = await liveLesson(ctx);
    const list = json<{ data: StudentEntry[] }>(
      await call(ctx, teacher.cookie, 'GET', '/classroom/students'),
    ).data;
    assert.deepEqual(list, [{ _id: student.user.id, name: student.user.name }]);
    assert.equal((await call(ctx, student.cookie, 'GET', '/classroom/students')).statusCode, 403);
  });

  it('the teacher removes a mark of their session; an unknown mark is 404', async () => {
    const { teacher, meeting } = await liveLesson(ctx);
    const mark = json<{ data: MistakeMark }>(
      await call(
        ctx,
        teacher.cookie,
        'POST',
        `/classroom/meetings/${meeting.id}/marks`,
        tajweedMark,
      ),
    ).data;
    const url = `/classroom/meetings/${meeting.id}/marks/${mark.id}`;
    assert.equal((await call(ctx, teacher.cookie, 'DELETE', url)).statusCode, 200);
    assert.deepEqual(
      json(await call(ctx, teacher.cookie, 'DELETE', url)),
      errorOf('classroom.mark_not_found'),
    );
  });

  it('a mark in one tap: the kind alone is saved, its rule and note are added to it after', async () => {
    const { teacher, student, meeting } = await liveLesson(ctx);
    const marks = `/classroom/meetings/${meeting.id}/marks`;
    const saved = await call(ctx, teacher.cookie, 'POST', marks, {
      ...KURSI,
      word: 9,
      kind: 'tajweed',
    });
    assert.equal(saved.statusCode, 201, saved.body);
    const mark = json<{ data: MistakeMark }>(saved).data;
    assert.equal(mark.subRule, null);
    assert.equal(mark.note, null);

    const url = `${marks}/${mark.id}`;
    const refined = await call(ctx, teacher.cookie, 'PATCH', url, { subRule: 'ghunnah' });
    assert.equal(refined.statusCode, 200, refined.body);
    assert.equal(json<{ data: MistakeMark }>(refined).data.subRule, 'ghunnah');
    const noted = json<{ data: MistakeMark }>(
      await call(ctx, teacher.cookie, 'PATCH', url, { note: '  Nasalise two counts ' }),
    ).data;
    // A field left out keeps its value.
    assert.deepEqual([noted.subRule, noted.note], ['ghunnah', 'Nasalise two counts']);

    const refuse = async (cookie: string, body: object, status: number, code: string) => {
      const res = await call(ctx, cookie, 'PATCH', url, body);
      assert.equal(res.statusCode, status, res.body);
      assert.equal(json<{ code: string }>(res).code, code);
    };
    await refuse(teacher.cookie, { subRule: 'forgot' }, 400, 'classroom.sub_rule_invalid');
    await refuse(teacher.cookie, { note: 'x'.repeat(201) }, 400, 'validation.failed');
    await refuse(student.cookie, { subRule: 'madd' }, 403, 'classroom.not_teacher');
    const other = await ctx.signedIn('teacher');
    await refuse(other.cookie, { subRule: 'madd' }, 403, 'classroom.not_teacher');
    assert.equal((await call(ctx, teacher.cookie, 'DELETE', url)).statusCode, 200);
    await refuse(teacher.cookie, { subRule: 'madd' }, 404, 'classroom.mark_not_found');

    const seen = json<{ data: MeetingClassroom }>(
      await call(ctx, student.cookie, 'GET', `/classroom/meetings/${meeting.id}`),
    ).data;
    assert.deepEqual(seen.marks, []);
  });
});

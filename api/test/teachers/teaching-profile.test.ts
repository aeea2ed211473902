import assert from 'node:assert/strict';
import { it } from 'node:test';
import {
  BIO_MAX,
  EXPERIENCE_MAX,
  TEACHING_LANGUAGES_MAX,
  type TeacherPage,
  type User,
} from '@app/shared/protocol';
import { describeBackends, errorOf, fieldCodes, json } from '../helpers/test-app';

describeBackends('teaching profile and public teacher page', (ctx) => {
  const putTeaching = (cookie: string, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: '/auth/profile/teaching', headers: { cookie }, payload });
  const page = (id: string) => ctx.app.inject({ method: 'GET', url: `/teachers/${id}` });

  /** A lesson of this teacher and a new student that took place and ended; rated when asked. */
  async function lesson(teacherId: string, rating?: { stars: number; comment: string | null }) {
    const student = await ctx.createUser('student', { name: 'Little Student Name' });
    const created = await ctx.app.meetingLifecycle.create({
      roomName: `teacher-page-${process.pid}-${Math.random().toString(36).slice(2)}`,
      teacherId,
      studentIds: [student.id],
    });
    const { meeting } = await ctx.app.meetingLifecycle.teacherJoined(created);
    await ctx.app.meetingLifecycle.studentJoined(meeting, student.id);
    await ctx.app.meetingLifecycle.end(meeting, 'ended_by_participant', teacherId);
    if (rating) {
      await ctx.app.meetingsRepository.rate({
        meetingId: meeting.id,
        userId: student.id,
        rating: rating.stars,
        comment: rating.comment,
      });
    }
    return student;
  }

  it('a teacher sets its own teaching profile; lists are checked, de-duplicated and ordered', async () => {
    const { user, cookie } = await ctx.signedIn('teacher');
    const res = await putTeaching(cookie, {
      bio: '  I teach Tajweed.  ',
      experience: '10 years',
      specializations: ['hifz', 'tajweed', 'hifz'],
      languages: ['en', 'ar', 'en'],
      gender: 'female',
    });
    assert.equal(res.statusCode, 200, res.body);
    const data = json<{ data: User }>(res).data;
    assert.equal(data._id, user.id);
    assert.equal(data.bio, 'I teach Tajweed.');
    assert.deepEqual(data.specializations, ['tajweed', 'hifz']);
    assert.deepEqual(data.languages, ['ar', 'en']);
    assert.equal(data.gender, 'female');
    // Any subset; "" and null clear a text, null the gender.
    const cleared = await putTeaching(cookie, { bio: '', experience: null, gender: null });
    const after = json<{ data: User }>(cleared).data;
    assert.deepEqual(
      [after.bio, after.experience, after.gender, after.specializations],
      [null, null, null, ['tajweed', 'hifz']],
    );
  });

  it('refuses values beyond the limits, outside the lists, unknown fields and an empty body', async () => {
    const { cookie } = await ctx.signedIn('teacher');
    const cases: Array<[object, string, string]> = [
      [{ bio: 'x'.repeat(BIO_MAX + 1) }, 'bio', 'too_long'],
      [{ experience: 'x'.repeat(EXPERIENCE_MAX + 1) }, 'experience', 'too_long'],
      // A profile is public: no way around the platform to a child.
      [{ bio: 'WhatsApp me: +966 50 123 4567' }, 'bio', 'contact_details'],
      [{ experience: 'Lessons on zoom.us/j/42' }, 'experience', 'contact_details'],
      [{ specializations: ['cooking'] }, 'specializations.0', 'invalid_option'],
      [{ languages: ['xx'] }, 'languages.0', 'invalid_option'],
      [{ gender: 'other' }, 'gender', 'invalid_option'],
      [{ specializations: 'tajweed' }, 'specializations', 'invalid'],
    ];
    for (const [payload, field, code] of cases) {
      const res = await putTeaching(cookie, payload);
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
      assert.equal(json<{ code: string }>(res).code, 'validation.failed');
      const { errors } = json<{ errors: Array<{ field: string; code: string }> }>(res);
      assert.deepEqual(
        errors.map((error) => [error.field, error.code])[0],
        [field, code],
        JSON.stringify(payload),
      );
    }
    const tooMany = await putTeaching(cookie, {
      languages: ['ar', 'en', 'ur', 'fr', 'id', 'tr', 'ms'].slice(0, TEACHING_LANGUAGES_MAX + 1),
    });
    assert.equal(tooMany.statusCode, 400);
    assert.deepEqual(fieldCodes(tooMany), ['languages: too_big']);
    assert.equal((await putTeaching(cookie, {})).statusCode, 400);
    assert.equal((await putTeaching(cookie, { bio: 'ok', role: 'admin' })).statusCode, 400);
    assert.equal((await putTeaching(cookie, { bio: 'ok', lessonsTaught: 99 })).statusCode, 400);
  });

  it('only a signed-in teacher, and only its own profile (the session decides whose)', async () => {
    const other = await ctx.createUser('teacher', { bio: 'untouched' });
    const { user, cookie } = await ctx.signedIn('teacher');
    // An id in the body is not a field: it cannot aim at another account.
    const aimed = await putTeaching(cookie, { _id: other.id, bio: 'mine' });
    assert.equal(aimed.statusCode, 400);
    await putTeaching(cookie, { bio: 'mine' });
    assert.equal((await ctx.app.usersRepository.findById(other.id))?.bio, 'untouched');
    assert.equal((await ctx.app.usersRepository.findById(user.id))?.bio, 'mine');
    for (const role of ['student', 'admin', 'superadmin'] as const) {
      const res = await putTeaching((await ctx.signedIn(role)).cookie, { bio: 'x' });
      assert.equal(res.statusCode, 403, role);
      assert.deepEqual(json(res), errorOf('users.not_teacher'));
    }
    const anonymous = await ctx.app.inject({
      method: 'PUT',
      url: '/auth/profile/teaching',
      payload: { bio: 'x' },
    });
    assert.equal(anonymous.statusCode, 401);
  });

  it('GET /teachers/{id}: the public page without a session, lessons, reviews without names', async () => {
    const { user, cookie } = await ctx.signedIn('teacher', { email: 'public.teacher@test.dev' });
    await putTeaching(cookie, {
      bio: 'Patient with beginners',
      experience: '7 years',
      specializations: ['children'],
      languages: ['ar', 'fr'],
    });
    await lesson(user.id, { stars: 5, comment: 'Wonderful teacher' });
    await lesson(user.id, { stars: 3, comment: null });
    await lesson(user.id);
    const res = await page(user.id);
    assert.equal(res.statusCode, 200, res.body);
    const data = json<{ data: TeacherPage }>(res).data;
    assert.equal(data.name, user.name);
    assert.equal(data.bio, 'Patient with beginners');
    assert.equal(data.experience, '7 years');
    assert.deepEqual(data.specializations, ['children']);
    assert.deepEqual(data.languages, ['ar', 'fr']);
    assert.equal(data.lessonsTaught, 3);
    assert.equal(data.totalReviews, 2);
    assert.equal(data.averageRating, 4);
    // Only rated lessons with a comment, with stars, words and date alone.
    assert.equal(data.reviews.length, 1);
    assert.deepEqual(Object.keys(data.reviews[0]!).sort(), ['comment', 'ratedAt', 'rating']);
    assert.equal(data.reviews[0]!.comment, 'Wonderful teacher');
    assert.equal(data.reviews[0]!.rating, 5);
    assert.ok(!Number.isNaN(Date.parse(data.reviews[0]!.ratedAt)));
    // Nothing private, and never a student's name.
    assert.ok(!res.body.includes('Little Student Name'));
    for (const field of ['email', 'phone', 'status', 'active', 'verified', 'lastLogin']) {
      assert.ok(!(field in data), field);
    }
    assert.ok(!res.body.includes('public.teacher@test.dev'));
  });

  it('GET /teachers/{id}: 404 teachers.not_found for unknown, non-teacher, inactive or malformed ids', async () => {
    const student = await ctx.createUser('student');
    const pending = await ctx.createUser('teacher', { status: 'pending' });
    const banned = await ctx.createUser('teacher', { status: 'banned' });
    const ids = [
      '00000000-0000-7000-8000-000000000000',
      student.id,
      pending.id,
      banned.id,
      'not-a-uuid',
    ];
    for (const id of ids) {
      const res = await page(id);
      assert.equal(res.statusCode, 404, id);
      assert.deepEqual(json(res), errorOf('teachers.not_found'));
    }
  });

  it('GET /teachers/{id} is rate limited per address', async () => {
    const teacher = await ctx.createUser('teacher');
    const { max } = ctx.app.rateLimits.settings.teacherPages;
    let last = 0;
    for (let i = 0; i <= max; i += 1) last = (await page(teacher.id)).statusCode;
    assert.equal(last, 429);
  });

  it('lessons taught are counted from the lessons that took place, and reach the users list', async () => {
    const teacher = await ctx.createUser('teacher');
    await lesson(teacher.id);
    // A meeting the teacher never joined is no lesson.
    const student = await ctx.createUser('student');
    const unjoined = await ctx.app.meetingLifecycle.create({
      roomName: `teacher-page-unjoined-${process.pid}-${Date.now()}`,
      teacherId: teacher.id,
      studentIds: [student.id],
    });
    await ctx.app.meetingLifecycle.end(unjoined, 'abandoned', null);
    const { cookie } = await ctx.signedIn('student');
    const list = json<{ data: User[] }>(
      await ctx.app.inject({ method: 'GET', url: '/users/teachers', headers: { cookie } }),
    ).data;
    assert.equal(list.find((entry) => entry._id === teacher.id)?.lessonsTaught, 1);
  });
});

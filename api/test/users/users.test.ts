import assert from 'node:assert/strict';
import { it } from 'node:test';
import {
  CONDUCT_VERSION,
  type ListedStudent,
  type PublicUser,
  type User,
} from '@app/shared/protocol';
import { addLesson } from '../helpers/lessons';
import { TEST_PASSWORD, describeBackends, json, errorOf, fieldCodes } from '../helpers/test-app';

type List = { data: Array<User | PublicUser> };
type StudentList = { data: Array<User | ListedStudent> };

describeBackends('users', (ctx) => {
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    cookie: string,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it('GET /users: superadmin sees everyone, admin only teachers and students', async () => {
    const superadmin = await ctx.signedIn('superadmin');
    const admin = await ctx.signedIn('admin');
    await ctx.createUser('teacher');
    await ctx.createUser('student');
    const all = json<List>(await call('GET', '/users', superadmin.cookie)).data;
    assert.deepEqual(
      new Set(all.map((u) => u.role)),
      new Set(['superadmin', 'admin', 'teacher', 'student']),
    );
    const some = json<List>(await call('GET', '/users', admin.cookie)).data;
    assert.deepEqual(new Set(some.map((u) => u.role)), new Set(['teacher', 'student']));
    assert.ok(!JSON.stringify(all).includes('argon2'));
  });

  it('GET /users/teachers: students get active teachers without contact or account flags', async () => {
    const { cookie } = await ctx.signedIn('student');
    await ctx.createUser('teacher', { phone: '+15550001', specializations: ['tajweed'] });
    await ctx.createUser('teacher', { status: 'banned' });
    await ctx.createUser('teacher', { status: 'pending' });
    const res = await call('GET', '/users/teachers', cookie);
    assert.equal(res.statusCode, 200);
    const list = json<List>(res).data;
    assert.equal(list.length, 1);
    assert.deepEqual(list[0]?.specializations, ['tajweed']);
    for (const field of ['email', 'phone', 'active', 'status', 'loginMethod']) {
      assert.ok(!(field in list[0]!), field);
    }
    const admin = await ctx.signedIn('admin');
    const full = json<List>(await call('GET', '/users/teachers', admin.cookie)).data;
    assert.equal(full.length, 3);
    assert.ok(full.every((u) => 'phone' in u));
  });

  it('GET /users/students: a teacher gets only the students it taught, as name cards', async () => {
    const { user: teacher, cookie } = await ctx.signedIn('teacher');
    const taught = await ctx.createUser('student', { name: 'Amina', phone: '+15550002' });
    const stranger = await ctx.createUser('student', { name: 'Bilal' });
    const notYet = await ctx.createUser('student', { name: 'Zaid' });
    const other = await ctx.createUser('teacher');
    await addLesson(ctx, teacher, taught);
    await addLesson(ctx, other, stranger);
    // A lesson that is still on, or that the teacher never joined, has not taught anyone yet.
    await addLesson(ctx, teacher, notYet, { status: 'active' });
    await addLesson(ctx, teacher, notYet, { teacherJoined: false });
    const list = json<StudentList>(await call('GET', '/users/students', cookie)).data;
    assert.deepEqual(list, [
      {
        _id: taught.id,
        name: 'Amina',
        avatar: null,
        role: 'student',
        isOnline: false,
        isBusy: false,
        inMeeting: false,
        status: 'offline',
      },
    ]);
    const admin = await ctx.signedIn('admin');
    const full = json<StudentList>(await call('GET', '/users/students', admin.cookie)).data;
    assert.equal(full.length, 3);
    assert.ok(full.every((u) => 'email' in u && 'phone' in u));
  });

  it('POST /users creates active, verified accounts; the new user can log in', async () => {
    const admin = await ctx.signedIn('admin');
    const res = await call('POST', '/users', admin.cookie, {
      name: ' Sheikh Omar ',
      email: 'Omar@Test.quran',
      phone: '',
      role: 'teacher',
      password: 'teach123',
      experience: '10 years',
    });
    assert.equal(res.statusCode, 201, res.body);
    const { data } = json<{ data: User }>(res);
    assert.equal(data.name, 'Sheikh Omar');
    assert.equal(data.email, 'omar@test.quran');
    assert.equal(data.active, true);
    assert.equal(data.verified, true);
    assert.equal(data.experience, '10 years');
    await ctx.login('omar@test.quran', 'teach123');
  });

  it('POST /users enforces roles, contact and duplicates', async () => {
    const admin = await ctx.signedIn('admin');
    const superadmin = await ctx.signedIn('superadmin');
    const base = { name: 'X User', email: 'x@test.quran', password: 'secret12' };
    assert.equal(
      (await call('POST', '/users', admin.cookie, { ...base, role: 'admin' })).statusCode,
      403,
    );
    assert.equal(
      (await call('POST', '/users', admin.cookie, { ...base, role: 'superadmin' })).statusCode,
      403,
    );
    const noContact = await call('POST', '/users', admin.cookie, {
      name: 'X',
      password: 'secret12',
      role: 'student',
    });
    assert.equal(noContact.statusCode, 400);
    assert.deepEqual(fieldCodes(noContact), ['email: required']);
    assert.equal(
      (await call('POST', '/users', superadmin.cookie, { ...base, role: 'admin' })).statusCode,
      201,
    );
    const dup = await call('POST', '/users', superadmin.cookie, {
      ...base,
      email: 'X@test.quran',
      role: 'student',
    });
    assert.equal(dup.statusCode, 409);
    await call('POST', '/users', admin.cookie, {
      name: 'P',
      phone: '+1 555 0100',
      password: 'secret12',
      role: 'student',
    });
    const dupPhone = await call('POST', '/users', admin.cookie, {
      name: 'Q',
      phone: '+15550100',
      password: 'secret12',
      role: 'student',
    });
    assert.equal(dupPhone.statusCode, 409);
    assert.deepEqual(json(dupPhone), errorOf('users.phone_taken'));
  });

  it('PUT /users/{id} edits fields, password and role within the rules', async () => {
    const admin = await ctx.signedIn('admin');
    const student = await ctx.createUser('student');
    const res = await call('PUT', `/users/${student.id}`, admin.cookie, {
      name: 'Renamed',
      password: 'newpass1',
      role: 'teacher',
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(json<{ data: User }>(res).data.role, 'teacher');
    await ctx.login(student.email!, 'newpass1');
    assert.equal(
      (await call('PUT', `/users/${student.id}`, admin.cookie, { role: 'admin' })).statusCode,
      403,
    );
    assert.equal((await call('PUT', `/users/${student.id}`, admin.cookie, {})).statusCode, 400);
    const other = await ctx.createUser('student');
    const dup = await call('PUT', `/users/${student.id}`, admin.cookie, { email: other.email });
    assert.equal(dup.statusCode, 409);
    assert.equal(
      (
        await call('PUT', '/users/00000000-0000-7000-8000-000000000000', admin.cookie, {
          name: 'Nobody',
        })
      ).statusCode,
      404,
    );
    assert.equal(
      (await call('PUT', '/users/not-a-uuid', admin.cookie, { name: 'Nobody' })).statusCode,
      400,
    );
  });

  it('an admin cannot edit admins or superadmins; a superadmin can, but not lock itself out', async () => {
    const admin = await ctx.signedIn('admin');
    const superadmin = await ctx.signedIn('superadmin');
    const otherAdmin = await ctx.createUser('admin');
    assert.equal(
      (await call('PUT', `/users/${otherAdmin.id}`, admin.cookie, { name: 'Nope' })).statusCode,
      403,
    );
    assert.equal(
      (await call('PUT', `/users/${superadmin.user.id}`, admin.cookie, { name: 'Nope' }))
        .statusCode,
      403,
    );
    assert.equal(
      (await call('PUT', `/users/${otherAdmin.id}`, superadmin.cookie, { name: 'Yes' })).statusCode,
      200,
    );
    const selfBan = await call('PUT', `/users/${superadmin.user.id}`, superadmin.cookie, {
      active: false,
    });
    assert.equal(selfBan.statusCode, 403);
    assert.deepEqual(json(selfBan), errorOf('users.cannot_deactivate_self'));
    assert.equal(
      (await call('PUT', `/users/${superadmin.user.id}`, superadmin.cookie, { role: 'student' }))
        .statusCode,
      403,
    );
    assert.equal(
      (await call('PUT', `/users/${superadmin.user.id}`, superadmin.cookie, { name: 'Boss' }))
        .statusCode,
      200,
    );
  });

  it('PATCH toggle-active bans and reactivates (activating an applicant approves it)', async () => {
    const admin = await ctx.signedIn('admin');
    const reg = await ctx.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: {
        name: 'Newcomer',
        contact: 'newcomer@test.quran',
        password: 'secret12',
        confirmPassword: 'secret12',
        role: 'teacher',
        acceptedConduct: CONDUCT_VERSION,
      },
    });
    const id = json<{ user: User }>(reg).user._id;
    const on = await call('PATCH', `/users/${id}/toggle-active`, admin.cookie);
    assert.equal(on.statusCode, 200);
    assert.equal(json<{ data: User }>(on).data.active, true);
    assert.equal(json<{ data: User }>(on).data.status, 'active');
    await ctx.login('newcomer@test.quran', 'secret12');
    const off = await call('PATCH', `/users/${id}/toggle-active`, admin.cookie);
    assert.equal(json<{ data: User }>(off).data.active, false);
    assert.equal(json<{ data: User }>(off).data.status, 'banned');
    const self = await call('PATCH', `/users/${admin.user.id}/toggle-active`, admin.cookie);
    assert.equal(self.statusCode, 403);
    assert.deepEqual(json(self), errorOf('users.cannot_deactivate_self'));
  });

  it('DELETE /users/{id}: 204, never self or a superadmin, sessions gone', async () => {
    const admin = await ctx.signedIn('admin');
    const superadmin = await ctx.signedIn('superadmin');
    const student = await ctx.signedIn('student');
    const deletedEvents: string[] = [];
    const off = ctx.app.accountEvents.on('userDeleted', ({ userId }) => deletedEvents.push(userId));
    const res = await call('DELETE', `/users/${student.user.id}`, admin.cookie);
    off();
    assert.equal(res.statusCode, 204);
    assert.equal(res.body, '');
    assert.deepEqual(deletedEvents, [student.user.id]);
    assert.equal((await call('GET', '/auth/profile', student.cookie)).statusCode, 401);
    assert.equal((await call('DELETE', `/users/${student.user.id}`, admin.cookie)).statusCode, 404);
    const self = await call('DELETE', `/users/${admin.user.id}`, admin.cookie);
    assert.deepEqual(json(self), errorOf('users.cannot_delete_self'));
    const other = await ctx.createUser('superadmin');
    const sa = await call('DELETE', `/users/${other.id}`, superadmin.cookie);
    assert.equal(sa.statusCode, 403);
    assert.deepEqual(json(sa), errorOf('users.cannot_delete_superadmin'));
    const adminTarget = await ctx.createUser('admin');
    assert.equal((await call('DELETE', `/users/${adminTarget.id}`, admin.cookie)).statusCode, 403);
    assert.equal(
      (await call('DELETE', `/users/${adminTarget.id}`, superadmin.cookie)).statusCode,
      204,
    );
  });

  it('an admin-set password ends the user’s sessions', async () => {
    const admin = await ctx.signedIn('admin');
    const student = await ctx.signedIn('student');
    await call('PUT', `/users/${student.user.id}`, admin.cookie, { password: 'changed1' });
    assert.equal((await call('GET', '/auth/profile', student.cookie)).statusCode, 401);
    await assert.rejects(ctx.login(student.user.email!, TEST_PASSWORD));
  });
});

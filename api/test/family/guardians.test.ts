import assert from 'node:assert/strict';
import { it } from 'node:test';
import {
  CLIENT_EVENTS,
  SERVER_EVENTS,
  type AllUsersListPayload,
  type ChildSummary,
  type ConsentRequest,
  type FamilyStanding,
  type PublicUser,
  type User,
} from '@app/shared/protocol';
import { describeBackends, errorOf, fieldCodes, json, TEST_PASSWORD } from '../helpers/test-app';
import { enterLesson, meetingScenes } from '../realtime/meeting-scenes';
import { SocketHarness, sleep, useFastTimings } from '../realtime/realtime-suite';

useFastTimings({ MEETING_EMPTY_GRACE_MS: '60000' });

const thisYear = new Date().getUTCFullYear();

describeBackends('guardians and children', (ctx) => {
  const harness = new SocketHarness(ctx);
  const scenes = meetingScenes(harness);

  /** Every mail the app sent, with its link. */
  const mails: { to: string; kind: string; link: string | null }[] = [];
  const tokenMailedTo = (to: string) => {
    const mail = mails.findLast((sent) => sent.to === to);
    assert.ok(mail?.link, `no link mailed to ${to}`);
    return new URL(mail.link).searchParams.get('token')!;
  };
  const recordMails = () => {
    const send = ctx.app.mail.send.bind(ctx.app.mail);
    ctx.app.mail.send = async (mail) => {
      mails.push({ to: mail.to, kind: mail.kind, link: mail.link });
      await send(mail);
    };
  };

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    cookie: string,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  async function addChild(
    cookie: string,
    fields: Partial<{ username: string; birthYear: number }> = {},
  ) {
    const res = await call('POST', '/family/children', cookie, {
      name: 'Yusuf',
      username: fields.username ?? `yusuf${Math.random().toString(36).slice(2, 8)}`,
      password: 'child-pass-1',
      birthYear: fields.birthYear ?? thisYear - 9,
    });
    assert.equal(res.statusCode, 201, res.body);
    return json<{ data: ChildSummary }>(res).data;
  }

  it('a guardian adds a child without email; the child signs in with its username and may call', async () => {
    const guardian = await ctx.signedIn('guardian');
    const child = await addChild(guardian.cookie, { username: 'Yusuf.K' });
    assert.equal(child.username, 'yusuf.k');
    assert.equal(child.minor, true);
    assert.deepEqual(
      child.guardians.map((g) => g._id),
      [guardian.user.id],
    );
    // The same username again, any case: refused.
    const taken = await call('POST', '/family/children', guardian.cookie, {
      name: 'Other',
      username: 'YUSUF.K',
      password: 'child-pass-1',
      birthYear: 2015,
    });
    assert.equal(taken.statusCode, 409);
    assert.deepEqual(json(taken), errorOf('users.username_taken'));

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { contact: 'yusuf.k', password: 'child-pass-1' },
    });
    assert.equal(login.statusCode, 200, login.body);
    const user = json<{ user: User }>(login).user;
    assert.deepEqual([user.email, user.phone, user.loginMethod], [null, null, 'username']);
    const childCookie = await ctx.login('yusuf.k', 'child-pass-1');
    const standing = json<{ data: FamilyStanding }>(
      await call('GET', '/family/me', childCookie),
    ).data;
    assert.deepEqual([standing.minor, standing.consentNeeded], [true, false]);

    // The guardian resets the password: the old one fails, the new one works.
    const reset = await call('PUT', `/family/children/${child._id}/password`, guardian.cookie, {
      password: 'fresh-pass-2',
    });
    assert.equal(reset.statusCode, 204);
    await assert.rejects(ctx.login('yusuf.k', 'child-pass-1'));
    await ctx.login('yusuf.k', 'fresh-pass-2');
  });

  it('only the child’s guardians see its family data; a child cannot change its rules', async () => {
    const guardian = await ctx.signedIn('guardian');
    const stranger = await ctx.signedIn('guardian');
    const child = await addChild(guardian.cookie);
    const childCookie = await ctx.login(child.username!, 'child-pass-1');
    for (const url of [`/family/children/${child._id}/lessons`]) {
      assert.equal((await call('GET', url, guardian.cookie)).statusCode, 200);
      const res = await call('GET', url, stranger.cookie);
      assert.deepEqual([res.statusCode, json(res)], [404, errorOf('family.child_not_found')]);
    }
    const record = `/classroom/students/${child._id}/record`;
    assert.equal((await call('GET', record, guardian.cookie)).statusCode, 200);
    assert.equal((await call('GET', record, stranger.cookie)).statusCode, 403);
    const rules = { sheikhGender: 'any', allowedTeacherIds: null, chatAllowed: true };
    const byChild = await call('PUT', `/family/children/${child._id}/safety`, childCookie, rules);
    assert.deepEqual([byChild.statusCode, json(byChild)], [403, errorOf('family.guardians_only')]);
    const byStranger = await call(
      'PUT',
      `/family/children/${child._id}/safety`,
      stranger.cookie,
      rules,
    );
    assert.equal(byStranger.statusCode, 404);
    const list = json<{ data: { children: ChildSummary[] } }>(
      await call('GET', '/family/children', stranger.cookie),
    ).data.children;
    assert.deepEqual(list, []);
  });

  it('a minor signing up alone names a guardian, cannot call until the guardian consents, then can', async () => {
    recordMails();
    const body = {
      name: 'Maryam',
      contact: 'maryam@test.quran',
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
      birthYear: thisYear - 12,
    };
    const missing = await ctx.app.inject({ method: 'POST', url: '/auth/register', payload: body });
    assert.equal(missing.statusCode, 400);
    assert.deepEqual(fieldCodes(missing), ['guardianEmail: required']);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { ...body, guardianEmail: 'Parent@Test.quran' },
    });
    assert.equal(res.statusCode, 201, res.body);
    const token = tokenMailedTo('parent@test.quran');

    const teacher = await harness.user('teacher');
    const minorCookie = await ctx.login('maryam@test.quran');
    const minor = await harness.client(minorCookie);
    const standing = json<{ data: FamilyStanding }>(
      await call('GET', '/family/me', minorCookie),
    ).data;
    assert.deepEqual([standing.consentNeeded, standing.consentEmail], [true, 'parent@test.quran']);
    const refused = await minor.request(CLIENT_EVENTS.initiateCallRequest, {
      receiverId: teacher.user.id,
    });
    assert.deepEqual([refused.ok, refused.code], [false, 'family.consent_required']);
    await teacher.socket.none(SERVER_EVENTS.incomingCallRequest);

    // The link says whose it is without a session; agreeing needs a guardian's account.
    const about = await ctx.app.inject({ method: 'GET', url: `/family/consent?token=${token}` });
    assert.deepEqual(json<{ data: ConsentRequest }>(about).data, {
      child: { name: 'Maryam', birthYear: thisYear - 12 },
      placesLeft: 2,
    });
    const asStudent = await call('POST', '/family/consent', minorCookie, { token });
    assert.deepEqual(json(asStudent), errorOf('family.guardians_only'));
    const parent = await ctx.signedIn('guardian', { email: 'parent@test.quran' });
    const agreed = await call('POST', '/family/consent', parent.cookie, { token });
    assert.equal(agreed.statusCode, 200, agreed.body);
    // Spent: the same link again is refused.
    const again = await call('POST', '/family/consent', parent.cookie, { token });
    assert.deepEqual(json(again), errorOf('family.consent_link_invalid'));

    const after = json<{ data: FamilyStanding }>(await call('GET', '/family/me', minorCookie)).data;
    assert.deepEqual(
      [after.consentNeeded, after.guardians.map((g) => g.name)],
      [false, [parent.user.name]],
    );
    const rang = await minor.request(CLIENT_EVENTS.initiateCallRequest, {
      receiverId: teacher.user.id,
    });
    assert.equal(rang.ok, true);
    await teacher.socket.next(SERVER_EVENTS.incomingCallRequest);
  });

  it('an adult student needs no consent, and one without a birth year counts as an adult', async () => {
    const adult = await ctx.signedIn('student', { birthYear: thisYear - 30 });
    const unknown = await ctx.signedIn('student');
    for (const cookie of [adult.cookie, unknown.cookie]) {
      const standing = json<{ data: FamilyStanding }>(await call('GET', '/family/me', cookie)).data;
      assert.deepEqual([standing.minor, standing.consentNeeded], [false, false]);
      const res = await call('POST', '/family/me/consent-mail', cookie, {
        guardianEmail: 'x@test.quran',
      });
      assert.deepEqual(json(res), errorOf('family.consent_not_needed'));
    }
  });

  it('“female Sheikhs only”: no male Sheikh in the lists or the page, and a crafted call is refused', async () => {
    const guardian = await ctx.signedIn('guardian');
    const child = await addChild(guardian.cookie);
    const childCookie = await ctx.login(child.username!, 'child-pass-1');
    const him = await harness.user('teacher', { gender: 'male' });
    const her = await harness.user('teacher', { gender: 'female' });
    const unsaid = await harness.user('teacher');
    const socket = await harness.client(childCookie);
    const first = await socket.next<AllUsersListPayload>(SERVER_EVENTS.allUsersList);
    assert.ok(first.some((entry) => entry._id === him.user.id));

    const locked = await call('PUT', `/family/children/${child._id}/safety`, guardian.cookie, {
      sheikhGender: 'female',
      allowedTeacherIds: null,
      chatAllowed: true,
    });
    assert.equal(locked.statusCode, 200, locked.body);
    // The open list is sent again without him, at once.
    const resent = await socket.next<AllUsersListPayload>(SERVER_EVENTS.allUsersList);
    assert.deepEqual(resent.map((entry) => entry._id).sort(), [her.user.id]);
    const directory = json<{ data: PublicUser[] }>(
      await call('GET', '/users/teachers', childCookie),
    ).data;
    assert.deepEqual(
      directory.map((entry) => entry._id),
      [her.user.id],
    );
    const page = await call('GET', `/teachers/${him.user.id}`, childCookie);
    assert.deepEqual([page.statusCode, json(page)], [403, errorOf('family.sheikh_not_allowed')]);
    assert.equal((await call('GET', `/teachers/${her.user.id}`, childCookie)).statusCode, 200);
    // Visitors still read his public page.
    assert.equal(
      (await ctx.app.inject({ method: 'GET', url: `/teachers/${him.user.id}` })).statusCode,
      200,
    );

    for (const teacher of [him, unsaid]) {
      const crafted = await socket.request(CLIENT_EVENTS.initiateCallRequest, {
        receiverId: teacher.user.id,
      });
      assert.deepEqual([crafted.ok, crafted.code], [false, 'family.sheikh_not_allowed']);
      await teacher.socket.none(SERVER_EVENTS.incomingCallRequest);
    }
    // His changes never reach the child's list.
    await him.socket.request(CLIENT_EVENTS.updateTeacherStatus, { setting: 'busy' });
    await socket.none(
      SERVER_EVENTS.usersListDelta,
      (delta: { type: string; _id?: string; user?: { _id: string } }) =>
        (delta._id ?? delta.user?._id) === him.user.id,
    );

    // A list of allowed Sheikhs narrows it further: only the one named, of the right gender.
    const her2 = await harness.user('teacher', { gender: 'female' });
    await call('PUT', `/family/children/${child._id}/safety`, guardian.cookie, {
      sheikhGender: 'any',
      allowedTeacherIds: [her2.user.id],
      chatAllowed: true,
    });
    const narrowed = await socket.next<AllUsersListPayload>(SERVER_EVENTS.allUsersList);
    assert.deepEqual(
      narrowed.map((entry) => entry._id),
      [her2.user.id],
    );
    const standing = json<{ data: FamilyStanding }>(
      await call('GET', '/family/me', childCookie),
    ).data;
    assert.deepEqual(standing.safety.allowedTeachers, [
      { _id: her2.user.id, name: her2.user.name },
    ]);
  });

  it('with the chat off the child writes nothing in a lesson; guardians hear the lesson start and end', async () => {
    const scene = await scenes.acceptedCall();
    const guardian = await ctx.signedIn('guardian');
    await ctx.app.familyRepository.link(guardian.user.id, scene.student.user.id, {
      guardiansPerChild: 2,
      childrenPerGuardian: 10,
    });
    await ctx.app.familyRepository.saveRules(scene.student.user.id, {
      sheikhGender: 'any',
      allowedTeacherIds: null,
      chatAllowed: false,
    });
    await enterLesson(scene.teacher.socket, scene.student.socket, scene.roomName);
    const fromChild = await scene.student.socket.request(CLIENT_EVENTS.classroomChat, {
      roomName: scene.roomName,
      text: 'Salam',
    });
    assert.deepEqual([fromChild.ok, fromChild.code], [false, 'classroom.chat_off']);
    const fromSheikh = await scene.teacher.socket.request(CLIENT_EVENTS.classroomChat, {
      roomName: scene.roomName,
      text: 'Read from the top',
    });
    assert.equal(fromSheikh.ok, true);

    const types = async () => {
      const page = await ctx.app.notificationsRepository.page(guardian.user.id, 20);
      return page.rows.map((row) => row.type).sort();
    };
    for (let i = 0; i < 100 && !(await types()).includes('childLessonStarted'); i += 1)
      await sleep(20);
    const children = json<{ data: { children: ChildSummary[] } }>(
      await call('GET', '/family/children', guardian.cookie),
    ).data.children;
    assert.equal(children[0]?.lesson?.roomName, scene.roomName);

    await ctx.endMeeting(scene.started.meetingId);
    for (let i = 0; i < 100 && (await types()).length < 2; i += 1) await sleep(20);
    assert.deepEqual(await types(), ['childLessonEnded', 'childLessonStarted']);
  });

  it('two guardians at most; a guardian may end its link; admins see and change links', async () => {
    const first = await ctx.signedIn('guardian');
    const child = await addChild(first.cookie);
    recordMails();
    const invite = await call('POST', `/family/children/${child._id}/invitations`, first.cookie, {
      email: 'second@test.quran',
    });
    assert.equal(invite.statusCode, 202, invite.body);
    const second = await ctx.signedIn('guardian');
    const token = tokenMailedTo('second@test.quran');
    assert.equal((await call('POST', '/family/consent', second.cookie, { token })).statusCode, 200);

    const third = await ctx.signedIn('guardian');
    const admin = await ctx.signedIn('admin');
    const full = await call(
      'PUT',
      `/admin/users/${child._id}/guardians/${third.user.id}`,
      admin.cookie,
    );
    assert.deepEqual([full.statusCode, json(full)], [409, errorOf('family.guardians_full')]);
    const moreInvites = await call(
      'POST',
      `/family/children/${child._id}/invitations`,
      first.cookie,
      {
        email: 'third@test.quran',
      },
    );
    assert.deepEqual(json(moreInvites), errorOf('family.guardians_full'));

    assert.equal(
      (await call('DELETE', `/family/children/${child._id}`, second.cookie)).statusCode,
      204,
    );
    const listed = json<{ data: { guardians: { _id: string; email: string | null }[] } }>(
      await call('GET', `/admin/users/${child._id}/guardians`, admin.cookie),
    ).data.guardians;
    assert.deepEqual(
      listed.map((g) => g._id),
      [first.user.id],
    );
    assert.equal(listed[0]?.email, first.user.email);
    const linked = await call(
      'PUT',
      `/admin/users/${child._id}/guardians/${third.user.id}`,
      admin.cookie,
    );
    assert.equal(linked.statusCode, 200);
    const notGuardian = await call(
      'PUT',
      `/admin/users/${child._id}/guardians/${admin.user.id}`,
      admin.cookie,
    );
    assert.deepEqual(json(notGuardian), errorOf('family.guardian_not_found'));
    const unlinked = await call(
      'DELETE',
      `/admin/users/${child._id}/guardians/${first.user.id}`,
      admin.cookie,
    );
    assert.deepEqual(
      json<{ data: { guardians: { _id: string }[] } }>(unlinked).data.guardians.map((g) => g._id),
      [third.user.id],
    );
    // The guardian who left no longer reaches the child.
    const gone = await call('GET', `/family/children/${child._id}/lessons`, first.cookie);
    assert.equal(gone.statusCode, 404);
  });
});

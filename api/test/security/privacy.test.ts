import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import {
  CLIENT_EVENTS,
  SERVER_EVENTS,
  type IncomingCallRequest,
  type StartMeeting,
  type UsersListDelta,
  type UsersListEntry,
} from '@app/shared/protocol';
import type { UserRow } from '../../src/db/schema';
import { addLesson } from '../helpers/lessons';
import {
  TEST_PASSWORD,
  cookieHeader,
  describeBackends,
  type TestContext,
} from '../helpers/test-app';
import { enterLesson } from '../realtime/meeting-scenes';
import { SocketHarness, useFastTimings } from '../realtime/realtime-suite';
import type { TestClient } from '../realtime/socket-client';

// A loaded machine must not end the lesson while its two sides are still entering.
useFastTimings({ MEETING_REJOIN_GRACE_S: '30' });

/** One receiver of the journey: every response body and socket payload it was sent. */
class Inbox {
  readonly bodies: Array<{ source: string; body: unknown }> = [];
  readonly sockets: TestClient[] = [];
  self: UserRow | null = null;
  cookie = '';

  constructor(readonly name: string) {}

  all(): Array<{ source: string; body: unknown }> {
    return [
      ...this.bodies,
      ...this.sockets.flatMap((socket) =>
        socket.log.map(({ event, payload }) => ({ source: `socket ${event}`, body: payload })),
      ),
    ];
  }
}

/** Every object inside a payload, the payload itself included. */
function* objectsIn(value: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(value)) {
    for (const item of value) yield* objectsIn(item);
  } else if (value && typeof value === 'object') {
    yield value as Record<string, unknown>;
    for (const item of Object.values(value)) yield* objectsIn(item);
  }
}

/**
 * The contact details of everyone but the receiver appear nowhere in what it got: not as a
 * string anywhere, and no `email` or `phone` field belongs to anyone but the receiver.
 */
function assertOnlyOwnContacts(inbox: Inbox, everyone: UserRow[]): void {
  const received = inbox.all();
  assert.ok(received.length > 0, `${inbox.name} received nothing`);
  const others = everyone.filter((user) => user.id !== inbox.self?.id);
  for (const { source, body } of received) {
    const text = (JSON.stringify(body) ?? '').toLowerCase();
    for (const user of others) {
      const contacts = [user.email, user.phone, user.phone?.replace(/\D/g, '')];
      for (const contact of contacts) {
        if (!contact) continue;
        assert.ok(
          !text.includes(contact.toLowerCase()),
          `${inbox.name} got ${user.name}'s contact ${contact} in ${source}`,
        );
      }
    }
    for (const object of objectsIn(body)) {
      for (const key of ['email', 'phone']) {
        // Notification preferences name an email channel (a boolean), not an address.
        if (!(key in object) || typeof object[key] === 'boolean') continue;
        assert.equal(
          object._id,
          inbox.self?.id,
          `${inbox.name} got a ${key} field of ${String(object._id ?? object.name)} in ${source}`,
        );
      }
    }
  }
}

describeBackends('contact details by audience', (ctx: TestContext) => {
  const harness = new SocketHarness(ctx);

  /** A request as the receiver's browser sends it; the answer is recorded in its inbox. */
  async function rest(
    inbox: Inbox,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse> {
    const res = await ctx.app.inject({
      method,
      url,
      headers: { cookie: inbox.cookie, origin: ctx.config.CORS_ORIGINS[0]! },
      ...(payload ? { payload } : {}),
    });
    assert.ok(
      res.statusCode < 300,
      `${inbox.name} ${method} ${url}: ${res.statusCode} ${res.body}`,
    );
    inbox.bodies.push({ source: `${method} ${url}`, body: res.body ? res.json() : null });
    return res;
  }

  async function connect(inbox: Inbox): Promise<TestClient> {
    const socket = await harness.client(inbox.cookie || undefined);
    inbox.sockets.push(socket);
    await socket.next(SERVER_EVENTS.allUsersList);
    return socket;
  }

  it('a visitor, a student and a teacher, through a whole lesson, get no email or phone but their own', async () => {
    const admin = await ctx.createUser('admin', { phone: '+201000000001' });
    const teacher = await ctx.createUser('teacher', {
      name: 'Sheikh Yusuf',
      phone: '+201000000002',
    });
    const otherTeacher = await ctx.createUser('teacher', { phone: '+201000000003' });
    // A student the Sheikh taught before, and one it never met; both are online.
    const pupil = await ctx.createUser('student', { phone: '+201000000004' });
    const stranger = await ctx.createUser('student', { phone: '+201000000005' });
    await addLesson(ctx, teacher, pupil);
    await harness.client(await ctx.login(pupil.email!));
    await harness.client(await ctx.login(stranger.email!));

    // The visitor: the landing page's figures and live list, a Sheikh's page.
    const visitor = new Inbox('the visitor');
    const visitorSocket = await connect(visitor);
    await rest(visitor, 'GET', '/stats');
    await rest(visitor, 'GET', '/config');
    await rest(visitor, 'GET', `/teachers/${teacher.id}`);
    await visitorSocket.request(CLIENT_EVENTS.getTeacherStatus, { teacherId: teacher.id });

    // A student signs up (and so is no visitor any more); the Sheikh signs in.
    const student = new Inbox('the student');
    const signedUp = await rest(student, 'POST', '/auth/register', {
      name: 'Amina Student',
      contact: 'amina.student@test.quran',
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
      role: 'student',
    });
    student.cookie = cookieHeader(signedUp);
    student.self = await ctx.app.usersRepository.findById(
      signedUp.json<{ user: { _id: string } }>().user._id,
    );
    const sheikh = new Inbox('the teacher');
    sheikh.self = teacher;
    const loggedIn = await rest(sheikh, 'POST', '/auth/login', {
      contact: teacher.email,
      password: TEST_PASSWORD,
    });
    sheikh.cookie = cookieHeader(loggedIn);
    const studentSocket = await connect(student);
    const sheikhSocket = await connect(sheikh);

    // Lists and pages.
    await rest(student, 'GET', '/auth/profile');
    await rest(student, 'GET', '/users/teachers');
    await rest(student, 'GET', `/teachers/${teacher.id}`);
    await rest(sheikh, 'GET', '/auth/profile');
    await rest(sheikh, 'GET', '/users/students');
    await rest(sheikh, 'GET', '/classroom/students');

    // A call the Sheikh declines (the student is told by a notification), then one it takes.
    const call = async (action: 'accept' | 'decline') => {
      const sent = await studentSocket.request<{ callId: string }>(
        CLIENT_EVENTS.initiateCallRequest,
        { receiverId: teacher.id },
      );
      await sheikhSocket.next<IncomingCallRequest>(
        SERVER_EVENTS.incomingCallRequest,
        (ring) => ring.callId === sent.callId,
      );
      await sheikhSocket.request(CLIENT_EVENTS.respondToCallRequest, {
        callId: sent.callId,
        action,
      });
    };
    await call('decline');
    await studentSocket.next(SERVER_EVENTS.callRequestDeclined);
    await studentSocket.next(SERVER_EVENTS.notificationCreated);
    await call('accept');
    const { roomName, meetingId } = await studentSocket.next<StartMeeting>(
      SERVER_EVENTS.startMeeting,
    );

    // The lesson: both enter, chat, turn a page, the Sheikh marks and writes notes.
    await enterLesson(sheikhSocket, studentSocket, roomName);
    await studentSocket.request(CLIENT_EVENTS.classroomChat, { roomName, text: 'Salam, Sheikh' });
    await sheikhSocket.request(CLIENT_EVENTS.classroomChat, { roomName, text: 'Wa alaykum salam' });
    await sheikhSocket.request(CLIENT_EVENTS.classroomUpdate, { roomName, page: 3 });
    await studentSocket.request(CLIENT_EVENTS.classroomSync, { roomName });
    await rest(sheikh, 'POST', `/classroom/meetings/${meetingId}/marks`, {
      surah: 1,
      ayah: 2,
      word: 1,
      kind: 'harakat',
    });
    await rest(sheikh, 'PUT', `/classroom/meetings/${meetingId}/notes`, {
      summary: 'Al-Fatiha read well',
      homework: 'Revise 1:1-7',
    });
    for (const inbox of [student, sheikh]) {
      await rest(inbox, 'GET', `/classroom/meetings/${meetingId}`);
      await rest(inbox, 'GET', `/classroom/meetings/${meetingId}/chat`);
      await rest(inbox, 'GET', `/meetings/room/${roomName}`);
    }

    // The Sheikh ends the lesson: the student now appears in its list.
    await sheikhSocket.request(CLIENT_EVENTS.leaveRoom, { roomName });
    await studentSocket.next(SERVER_EVENTS.meetingEnded);
    await sheikhSocket.next<UsersListDelta>(
      SERVER_EVENTS.usersListDelta,
      (delta) => delta.type === 'upsert' && delta.user._id === student.self?.id,
    );

    // The rating, history, the record, notifications.
    await rest(student, 'POST', '/meetings/rating', {
      meetingId,
      rating: 5,
      comment: 'Jazak Allahu khayran',
    });
    await sheikhSocket.next(SERVER_EVENTS.notificationCreated);
    for (const inbox of [student, sheikh]) {
      await rest(inbox, 'GET', '/meetings/history');
      await rest(inbox, 'GET', `/classroom/students/${student.self!.id}/record`);
      await rest(inbox, 'GET', '/notifications');
    }
    await rest(student, 'GET', '/users/teachers');
    const taught = await rest(sheikh, 'GET', '/users/students');
    await rest(sheikh, 'GET', '/classroom/students');

    // The Sheikh lists exactly the students it taught; a new tab starts from that list.
    const names = (entries: UsersListEntry[]) => entries.map((entry) => entry._id).sort();
    const expected = [pupil.id, student.self!.id].sort();
    assert.deepEqual(names(taught.json<{ data: UsersListEntry[] }>().data), expected);
    const tab = await harness.client(sheikh.cookie);
    sheikh.sockets.push(tab);
    assert.deepEqual(names(await tab.next<UsersListEntry[]>(SERVER_EVENTS.allUsersList)), expected);

    // The journey reached every kind of payload the test means to search.
    const events = (inbox: Inbox) =>
      new Set(inbox.sockets.flatMap((s) => s.log.map((e) => e.event)));
    for (const event of [
      SERVER_EVENTS.allUsersList,
      SERVER_EVENTS.usersListDelta,
      SERVER_EVENTS.startMeeting,
      SERVER_EVENTS.classroomChatMessage,
      SERVER_EVENTS.notificationCreated,
    ]) {
      assert.ok(events(student).has(event) || events(sheikh).has(event), event);
    }
    assert.ok(events(sheikh).has(SERVER_EVENTS.incomingCallRequest));
    assert.ok(events(visitor).has(SERVER_EVENTS.usersListDelta));

    const everyone = [admin, teacher, otherTeacher, pupil, stranger, student.self!];
    for (const inbox of [visitor, student, sheikh]) assertOnlyOwnContacts(inbox, everyone);
  });
});

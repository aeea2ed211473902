import { randomUUID } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { homeworkAudioPath, type Booking, type MarkKind, type Role } from '@app/shared/protocol';
import { bookedLessons, bookings } from '../../src/booking/booking-tables';
import type { MeetingRow, UserRow } from '../../src/db/schema';
import { submitRequest, webmBytes } from './recordings';
import type { TestContext } from './test-app';

/** A caller of the matrix: anonymous, or a signed-in user of a role. */
export interface Principal {
  role: Role | 'anonymous';
  user: UserRow | null;
  cookie: string;
}

/** Long-lived fixtures shared by the rows; rows create fresh targets where they change state. */
export interface Fixtures {
  ctx: TestContext;
  principals: Record<Role, Principal>;
  /** A fresh student, so destructive rows never act on the callers. */
  freshStudent(): Promise<UserRow>;
  /** A fresh meeting of the principals' teacher and student (the student has joined). */
  freshMeeting(): Promise<MeetingRow>;
  /** A fresh meeting like freshMeeting's, ended (a lesson to rate). */
  endedMeeting(): Promise<MeetingRow>;
  avatarUrl: string;
}

export type Access = 'public' | 'authenticated' | readonly Role[];

export interface EndpointRow {
  route: string;
  access: Access;
  ok: number;
  request(who: Principal, fx: Fixtures): Promise<InjectOptions>;
}

const withCookie = (who: Principal, options: InjectOptions): InjectOptions => ({
  ...options,
  headers: { ...options.headers, ...(who.cookie ? { cookie: who.cookie } : {}) },
});

const simple =
  (method: InjectOptions['method'], url: string, payload?: object) =>
  async (who: Principal): Promise<InjectOptions> =>
    withCookie(who, { method, url, ...(payload ? { payload } : {}) });

let counter = 0;
const unique = () => `${process.pid}-${(counter += 1)}`;

/** A new session of the same user, for rows that end the session they use. */
async function freshSession(who: Principal, fx: Fixtures): Promise<string> {
  return who.user ? fx.ctx.login(who.user.email!) : '';
}

const PARTICIPANTS = ['teacher', 'student', 'admin', 'superadmin'] as const;

/** A new report by the principals' student about their teacher, in a fresh meeting. */
async function reportId(fx: Fixtures): Promise<string> {
  const meeting = await fx.freshMeeting();
  const { teacher, student } = fx.principals;
  const report = await fx.ctx.app.reportsRepository.create({
    meetingId: meeting.id,
    reporter: { id: student.user!.id, name: student.user!.name, role: 'student' },
    reported: { id: teacher.user!.id, name: teacher.user!.name, role: 'teacher' },
    reason: 'other',
    note: '',
  });
  return report!._id;
}

/** The URL of a new mark of `kind` on 1:1 in a fresh meeting, for the routes of one mark. */
async function markUrl(fx: Fixtures, kind: MarkKind): Promise<string> {
  const meeting = await fx.freshMeeting();
  const mark = await fx.ctx.app.classroomService.addMark(
    meeting,
    meeting.teacherId!,
    fx.principals.student.user!.id,
    { surah: 1, ayah: 1, word: 0, kind },
    null,
  );
  return `/classroom/meetings/${meeting.id}/marks/${mark.id}`;
}
const ADMINS = ['admin', 'superadmin'] as const;

/** Every endpoint, who may call it (docs/product.md#roles) and its success status. */
export const ENDPOINTS: EndpointRow[] = [
  { route: 'GET /health', access: 'public', ok: 200, request: simple('GET', '/health') },
  {
    route: 'GET /health/ready',
    access: 'public',
    ok: 200,
    request: simple('GET', '/health/ready'),
  },
  { route: 'GET /config', access: 'public', ok: 200, request: simple('GET', '/config') },
  { route: 'GET /stats', access: 'public', ok: 200, request: simple('GET', '/stats') },
  {
    route: 'POST /auth/register',
    access: 'public',
    ok: 201,
    request: async (who) =>
      withCookie(who, {
        method: 'POST',
        url: '/auth/register',
        payload: {
          name: 'Matrix User',
          contact: `reg-${unique()}@test.quran`,
          password: 'secret12',
          confirmPassword: 'secret12',
        },
      }),
  },
  {
    route: 'POST /auth/login',
    access: 'public',
    ok: 200,
    request: async (who, fx) => {
      const student = await fx.freshStudent();
      return withCookie(who, {
        method: 'POST',
        url: '/auth/login',
        payload: { contact: student.email, password: 'secret123' },
      });
    },
  },
  {
    route: 'POST /auth/logout',
    access: 'public',
    ok: 200,
    request: async (who, fx) => ({
      method: 'POST',
      url: '/auth/logout',
      headers: { cookie: await freshSession(who, fx) },
    }),
  },
  {
    route: 'POST /auth/refresh',
    access: 'authenticated',
    ok: 200,
    request: async (who, fx) => ({
      method: 'POST',
      url: '/auth/refresh',
      headers: { cookie: await freshSession(who, fx) },
    }),
  },
  {
    route: 'GET /auth/profile',
    access: 'authenticated',
    ok: 200,
    request: simple('GET', '/auth/profile'),
  },
  {
    route: 'PUT /auth/profile',
    access: 'authenticated',
    ok: 200,
    request: simple('PUT', '/auth/profile', { name: 'Same Name' }),
  },
  {
    route: 'PUT /auth/profile/teaching',
    access: ['teacher'],
    ok: 200,
    request: simple('PUT', '/auth/profile/teaching', { bio: 'Tajweed for beginners' }),
  },
  {
    route: 'POST /auth/set-offline',
    access: 'authenticated',
    ok: 200,
    request: simple('POST', '/auth/set-offline', {}),
  },
  {
    route: 'POST /auth/forgot-password',
    access: 'public',
    ok: 202,
    request: async (who) =>
      withCookie(who, {
        method: 'POST',
        url: '/auth/forgot-password',
        payload: { contact: `forgot-${unique()}@test.quran` },
      }),
  },
  {
    route: 'POST /auth/reset-password',
    access: 'public',
    ok: 200,
    request: async (who, fx) => {
      const student = await fx.freshStudent();
      const token = await fx.ctx.app.accountTokens.issue(student.id, 'reset_password', 60_000);
      return withCookie(who, {
        method: 'POST',
        url: '/auth/reset-password',
        payload: { token, password: 'secret12', confirmPassword: 'secret12' },
      });
    },
  },
  {
    route: 'POST /auth/verify-email',
    access: 'public',
    ok: 200,
    request: async (who, fx) => {
      const student = await fx.freshStudent();
      const token = await fx.ctx.app.accountTokens.issue(student.id, 'verify_email', 60_000);
      return withCookie(who, { method: 'POST', url: '/auth/verify-email', payload: { token } });
    },
  },
  {
    route: 'POST /auth/verify-email/resend',
    access: 'authenticated',
    ok: 202,
    request: simple('POST', '/auth/verify-email/resend'),
  },
  {
    route: 'PUT /auth/password',
    access: 'authenticated',
    ok: 200,
    // The same password again: the callers keep signing in with it.
    request: simple('PUT', '/auth/password', {
      currentPassword: 'secret123',
      password: 'secret123',
      confirmPassword: 'secret123',
    }),
  },
  { route: 'GET /users', access: ADMINS, ok: 200, request: simple('GET', '/users') },
  {
    route: 'POST /users/{id}/approve',
    access: ADMINS,
    ok: 200,
    request: async (who, fx) =>
      withCookie(who, {
        method: 'POST',
        url: `/users/${(await fx.ctx.createUser('teacher', { status: 'pending' })).id}/approve`,
      }),
  },
  {
    route: 'POST /users/{id}/reject',
    access: ADMINS,
    ok: 200,
    request: async (who, fx) =>
      withCookie(who, {
        method: 'POST',
        url: `/users/${(await fx.ctx.createUser('teacher', { status: 'pending' })).id}/reject`,
        payload: { reason: 'Not yet' },
      }),
  },
  {
    route: 'GET /teachers/{id}',
    access: 'public',
    ok: 200,
    request: async (who, fx) =>
      withCookie(who, { method: 'GET', url: `/teachers/${fx.principals.teacher.user!.id}` }),
  },
  {
    route: 'GET /teachers/live',
    access: 'public',
    ok: 200,
    // An event stream: answered once its headers are sent; the app's close ends it.
    request: async (who) =>
      withCookie(who, {
        method: 'GET',
        url: '/teachers/live',
        headers: { accept: 'text/event-stream' },
        payloadAsStream: true,
      }),
  },
  {
    route: 'GET /follows',
    access: ['student'],
    ok: 200,
    request: simple('GET', '/follows'),
  },
  {
    route: 'PUT /teachers/{id}/follow',
    access: ['student'],
    ok: 200,
    request: async (who, fx) =>
      withCookie(who, {
        method: 'PUT',
        url: `/teachers/${fx.principals.teacher.user!.id}/follow`,
      }),
  },
  {
    route: 'DELETE /teachers/{id}/follow',
    access: ['student'],
    ok: 200,
    request: async (who, fx) =>
      withCookie(who, {
        method: 'DELETE',
        url: `/teachers/${fx.principals.teacher.user!.id}/follow`,
      }),
  },
  {
    route: 'POST /reports',
    access: ['teacher', 'student'],
    ok: 201,
    request: async (who, fx) => {
      const meeting = await fx.freshMeeting();
      const { teacher, student } = fx.principals;
      const reported = who.role === 'teacher' ? student.user! : teacher.user!;
      return withCookie(who, {
        method: 'POST',
        url: '/reports',
        payload: { meetingId: meeting.id, reportedId: reported.id, reason: 'other', note: '' },
      });
    },
  },
  {
    route: 'GET /admin/reports',
    access: ADMINS,
    ok: 200,
    request: simple('GET', '/admin/reports'),
  },
  {
    route: 'GET /admin/reports/{id}',
    access: ADMINS,
    ok: 200,
    request: async (who, fx) =>
      withCookie(who, { method: 'GET', url: `/admin/reports/${await reportId(fx)}` }),
  },
  {
    route: 'PATCH /admin/reports/{id}',
    access: ADMINS,
    ok: 200,
    request: async (who, fx) =>
      withCookie(who, {
        method: 'PATCH',
        url: `/admin/reports/${await reportId(fx)}`,
        payload: { status: 'in_review' },
      }),
  },
  { route: 'GET /family/me', access: ['student'], ok: 200, request: simple('GET', '/family/me') },
  {
    route: 'POST /family/me/consent-mail',
    access: ['student'],
    ok: 202,
    request: async (who, fx) => {
      // Only a minor without a guardian may ask: a fresh one signs in for the student's row.
      if (who.role !== 'student') {
        return simple('POST', '/family/me/consent-mail', { guardianEmail: 'g@test.quran' })(who);
      }
      const minor = await fx.ctx.createUser('student', {
        birthYear: new Date().getUTCFullYear() - 9,
      });
      return {
        method: 'POST',
        url: '/family/me/consent-mail',
        payload: { guardianEmail: 'guardian@test.quran' },
        headers: { cookie: await fx.ctx.login(minor.email!) },
      };
    },
  },
  {
    route: 'GET /family/children',
    access: ['guardian'],
    ok: 200,
    request: simple('GET', '/family/children'),
  },
  {
    route: 'POST /family/children',
    access: ['guardian'],
    ok: 201,
    request: async (who, fx) => {
      // The guardian's allowance of children is spent by other rows: a fresh guardian adds.
      const cookie =
        who.role === 'guardian' ? (await fx.ctx.signedIn('guardian')).cookie : who.cookie;
      return withCookie(
        { ...who, cookie },
        {
          method: 'POST',
          url: '/family/children',
          payload: {
            name: 'A child',
            username: `child-${unique()}`,
            password: 'secret123',
            birthYear: 2016,
          },
        },
      );
    },
  },
  {
    route: 'PUT /family/children/{id}/safety',
    access: ['guardian'],
    ok: 200,
    request: async (who, fx) =>
      withCookie(who, {
        method: 'PUT',
        url: `/family/children/${await childId(fx)}/safety`,
        payload: { sheikhGender: 'female', allowedTeacherIds: null, chatAllowed: false },
      }),
  },
  {
    route: 'PUT /family/children/{id}/password',
    access: ['guardian'],
    ok: 204,
    request: async (who, fx) =>
      withCookie(who, {
        method: 'PUT',
        url: `/family/children/${await childId(fx)}/password`,
        payload: { password: 'another123' },
      }),
  },
  {
    route: 'POST /family/children/{id}/invitations',
    access: ['guardian'],
    ok: 202,
    request: async (who, fx) => {
      // Invitations are counted per guardian: a fresh guardian with a child of its own asks.
      if (who.role !== 'guardian') {
        return withCookie(who, {
          method: 'POST',
          url: `/family/children/${await childId(fx)}/invitations`,
          payload: { email: 'second@test.quran' },
        });
      }
      const guardian = await fx.ctx.signedIn('guardian');
      const child = await fx.ctx.createUser('student');
      await fx.ctx.app.familyRepository.link(guardian.user.id, child.id, {
        guardiansPerChild: 2,
        childrenPerGuardian: 10,
      });
      return {
        method: 'POST',
        url: `/family/children/${child.id}/invitations`,
        payload: { email: 'second@test.quran' },
        headers: { cookie: guardian.cookie },
      };
    },
  },
  {
    route: 'DELETE /family/children/{id}',
    access: ['guardian'],
    ok: 204,
    request: async (who, fx) =>
      withCookie(who, { method: 'DELETE', url: `/family/children/${await childId(fx)}` }),
  },
  {
    route: 'GET /family/children/{id}/lessons',
    access: ['guardian'],
    ok: 200,
    request: async (who, fx) =>
      withCookie(who, { method: 'GET', url: `/family/children/${await childId(fx)}/lessons` }),
  },
  {
    route: 'GET /family/children/{id}/blocks',
    access: ['guardian'],
    ok: 200,
    request: async (who, fx) =>
      withCookie(who, { method: 'GET', url: `/family/children/${await childId(fx)}/blocks` }),
  },
  {
    route: 'PUT /family/children/{id}/blocks/{teacherId}',
    access: ['guardian'],
    ok: 200,
    request: async (who, fx) =>
      withCookie(who, {
        method: 'PUT',
        url: `/family/children/${await childId(fx)}/blocks/${(await fx.ctx.createUser('teacher')).id}`,
      }),
  },
  {
    route: 'DELETE /family/children/{id}/blocks/{teacherId}',
    access: ['guardian'],
    ok: 204,
    request: async (who, fx) =>
      withCookie(who, {
        method: 'DELETE',
        url: `/family/children/${await childId(fx)}/blocks/${fx.principals.teacher.user!.id}`,
      }),
  },
  {
    route: 'GET /family/consent',
    access: 'public',
    ok: 200,
    request: async (who, fx) =>
      withCookie(who, {
        method: 'GET',
        url: `/family/consent?token=${await guardianLinkToken(fx)}`,
      }),
  },
  {
    route: 'POST /family/consent',
    access: ['guardian'],
    ok: 200,
    request: async (who, fx) => {
      // A fresh guardian: the principal's allowance of children is the other rows'.
      const cookie =
        who.role === 'guardian' ? (await fx.ctx.signedIn('guardian')).cookie : who.cookie;
      return withCookie(
        { ...who, cookie },
        { method: 'POST', url: '/family/consent', payload: { token: await guardianLinkToken(fx) } },
      );
    },
  },
  {
    route: 'GET /admin/users/{id}/guardians',
    access: ADMINS,
    ok: 200,
    request: async (who, fx) =>
      withCookie(who, { method: 'GET', url: `/admin/users/${await childId(fx)}/guardians` }),
  },
  {
    route: 'PUT /admin/users/{id}/guardians/{guardianId}',
    access: ADMINS,
    ok: 200,
    request: async (who, fx) => {
      const guardian = await fx.ctx.createUser('guardian');
      const child = await fx.ctx.createUser('student');
      return withCookie(who, {
        method: 'PUT',
        url: `/admin/users/${child.id}/guardians/${guardian.id}`,
      });
    },
  },
  {
    route: 'DELETE /admin/users/{id}/guardians/{guardianId}',
    access: ADMINS,
    ok: 200,
    request: async (who, fx) =>
      withCookie(who, {
        method: 'DELETE',
        url: `/admin/users/${await childId(fx)}/guardians/${fx.principals.guardian.user!.id}`,
      }),
  },
  {
    route: 'GET /blocks',
    access: ['student'],
    ok: 200,
    request: simple('GET', '/blocks'),
  },
  {
    route: 'PUT /teachers/{id}/block',
    access: ['student'],
    ok: 200,
    request: async (who, fx) =>
      withCookie(who, {
        method: 'PUT',
        url: `/teachers/${(await fx.ctx.createUser('teacher')).id}/block`,
      }),
  },
  {
    route: 'DELETE /teachers/{id}/block',
    access: ['student'],
    ok: 204,
    request: async (who, fx) =>
      withCookie(who, {
        method: 'DELETE',
        url: `/teachers/${fx.principals.teacher.user!.id}/block`,
      }),
  },
  {
    route: 'GET /users/teachers',
    access: ['student', 'guardian', ...ADMINS],
    ok: 200,
    request: simple('GET', '/users/teachers'),
  },
  {
    route: 'GET /users/students',
    access: ['teacher', ...ADMINS],
    ok: 200,
    request: simple('GET', '/users/students'),
  },
  {
    route: 'POST /users',
    access: ADMINS,
    ok: 201,
    request: async (who) =>
      withCookie(who, {
        method: 'POST',
        url: '/users',
        payload: {
          name: 'Created',
          email: `created-${unique()}@test.quran`,
          role: 'student',
          password: 'secret12',
        },
      }),
  },
  {
    route: 'PUT /users/{id}',
    access: ADMINS,
    ok: 200,
    request: async (who, fx) =>
      withCookie(who, {
        method: 'PUT',
        url: `/users/${(await fx.freshStudent()).id}`,
        payload: { name: 'Edited' },
      }),
  },
  {
    route: 'PATCH /users/{id}/toggle-active',
    access: ADMINS,
    ok: 200,
    request: async (who, fx) =>
      withCookie(who, {
        method: 'PATCH',
        url: `/users/${(await fx.freshStudent()).id}/toggle-active`,
      }),
  },
  {
    route: 'DELETE /users/{id}',
    access: ADMINS,
    ok: 204,
    request: async (who, fx) =>
      withCookie(who, { method: 'DELETE', url: `/users/${(await fx.freshStudent()).id}` }),
  },
  {
    route: 'GET /meetings/room/{roomName}',
    access: PARTICIPANTS,
    ok: 200,
    request: async (who, fx) =>
      withCookie(who, {
        method: 'GET',
        url: `/meetings/room/${(await fx.freshMeeting()).roomName}`,
      }),
  },
  {
    route: 'GET /classroom/meetings/{meetingId}',
    access: PARTICIPANTS,
    ok: 200,
    request: async (who, fx) =>
      withCookie(who, {
        method: 'GET',
        url: `/classroom/meetings/${(await fx.freshMeeting()).id}`,
      }),
  },
  {
    route: 'GET /classroom/meetings/{meetingId}/chat',
    access: PARTICIPANTS,
    ok: 200,
    request: async (who, fx) =>
      withCookie(who, {
        method: 'GET',
        url: `/classroom/meetings/${(await fx.freshMeeting()).id}/chat`,
      }),
  },
  {
    route: 'GET /classroom/meetings/{meetingId}/contact-refusals',
    access: ADMINS,
    ok: 200,
    request: async (who, fx) =>
      withCookie(who, {
        method: 'GET',
        url: `/classroom/meetings/${(await fx.freshMeeting()).id}/contact-refusals`,
      }),
  },
  {
    route: 'POST /classroom/meetings/{meetingId}/marks',
    access: ['teacher'],
    ok: 201,
    request: async (who, fx) =>
      withCookie(who, {
        method: 'POST',
        url: `/classroom/meetings/${(await fx.freshMeeting()).id}/marks`,
        payload: { surah: 1, ayah: 1, word: 0, kind: 'harakat' },
      }),
  },
  {
    route: 'PATCH /classroom/meetings/{meetingId}/marks/{markId}',
    access: ['teacher'],
    ok: 200,
    request: async (who, fx) =>
      withCookie(who, {
        method: 'PATCH',
        url: await markUrl(fx, 'memorisation'),
        payload: { subRule: 'skipped', note: 'Read it again' },
      }),
  },
  {
    route: 'DELETE /classroom/meetings/{meetingId}/marks/{markId}',
    access: ['teacher'],
    ok: 200,
    request: async (who, fx) =>
      withCookie(who, { method: 'DELETE', url: await markUrl(fx, 'harakat') }),
  },
  {
    route: 'PUT /classroom/meetings/{meetingId}/notes',
    access: ['teacher'],
    ok: 200,
    request: async (who, fx) =>
      withCookie(who, {
        method: 'PUT',
        url: `/classroom/meetings/${(await fx.freshMeeting()).id}/notes`,
        payload: { summary: 'Al-Fatihah', homework: 'Revise 1:1-7' },
      }),
  },
  {
    route: 'GET /classroom/students',
    access: ['teacher', ...ADMINS],
    ok: 200,
    request: simple('GET', '/classroom/students'),
  },
  {
    route: 'GET /classroom/students/{studentId}/record',
    access: ['student', 'teacher', ...ADMINS],
    ok: 200,
    request: async (who, fx) => {
      // The principals' teacher has taught the principals' student.
      await fx.freshMeeting();
      return withCookie(who, {
        method: 'GET',
        url: `/classroom/students/${fx.principals.student.user!.id}/record`,
      });
    },
  },
  {
    route: 'PUT /classroom/students/{studentId}/surahs/{surah}',
    access: ['teacher'],
    ok: 200,
    request: async (who, fx) => {
      await fx.freshMeeting();
      return withCookie(who, {
        method: 'PUT',
        url: `/classroom/students/${fx.principals.student.user!.id}/surahs/1`,
        payload: { status: 'memorised' },
      });
    },
  },
  {
    route: 'POST /classroom/meetings/{meetingId}/hifz',
    access: ['teacher'],
    ok: 201,
    request: async (who, fx) =>
      withCookie(who, {
        method: 'POST',
        url: `/classroom/meetings/${(await fx.freshMeeting()).id}/hifz`,
        payload: { lane: 'sabaq', portion: { unit: 'pages', from: 1, to: 1 }, grade: 'good' },
      }),
  },
  {
    route: 'GET /classroom/meetings/{meetingId}/hifz',
    access: ['student', 'teacher', ...ADMINS],
    ok: 200,
    request: async (who, fx) =>
      withCookie(who, {
        method: 'GET',
        url: `/classroom/meetings/${(await fx.freshMeeting()).id}/hifz`,
      }),
  },
  {
    route: 'GET /classroom/students/{studentId}/hifz',
    access: ['student', 'teacher', ...ADMINS],
    ok: 200,
    request: async (who, fx) => {
      await fx.freshMeeting();
      return withCookie(who, {
        method: 'GET',
        url: `/classroom/students/${fx.principals.student.user!.id}/hifz`,
      });
    },
  },
  {
    route: 'GET /classroom/students/{studentId}/hifz/week',
    access: ['student', 'teacher', ...ADMINS],
    ok: 200,
    request: async (who, fx) => {
      await fx.freshMeeting();
      return withCookie(who, {
        method: 'GET',
        url: `/classroom/students/${fx.principals.student.user!.id}/hifz/week`,
      });
    },
  },
  {
    route: 'GET /hifz/reminder',
    access: ['student'],
    ok: 200,
    request: simple('GET', '/hifz/reminder'),
  },
  {
    route: 'PUT /hifz/reminder',
    access: ['student'],
    ok: 200,
    request: simple('PUT', '/hifz/reminder', {
      reminder: { time: '07:00', timeZone: 'Asia/Riyadh' },
    }),
  },
  {
    route: 'GET /booking/hours',
    access: ['teacher'],
    ok: 200,
    request: simple('GET', '/booking/hours'),
  },
  {
    route: 'PUT /booking/hours',
    access: ['teacher'],
    ok: 200,
    request: simple('PUT', '/booking/hours', {
      timeZone: 'Asia/Karachi',
      lessonMinutes: [30, 60],
      noticeMinutes: 720,
      trialMinutes: 20,
      weekly: [{ weekday: 1, start: '18:00', end: '20:00' }],
      exceptions: [{ kind: 'off', day: '2027-03-22', start: null, end: null }],
      holidays: [{ from: '2027-04-01', to: '2027-04-07', name: 'Family visit' }],
    }),
  },
  {
    route: 'GET /teachers/{id}/slots',
    access: ['student'],
    ok: 200,
    request: async (who, fx) => {
      const teacherId = await bookableTeacher(fx);
      const from = new Date(Date.now() + DAY_MS).toISOString();
      const to = new Date(Date.now() + 2 * DAY_MS).toISOString();
      return withCookie(who, {
        method: 'GET',
        url: `/teachers/${teacherId}/slots?from=${from}&to=${to}&minutes=30`,
      });
    },
  },
  {
    route: 'POST /bookings',
    access: ['student'],
    ok: 201,
    request: async (who, fx) =>
      withCookie(who, {
        method: 'POST',
        url: '/bookings',
        payload: {
          teacherId: await bookableTeacher(fx),
          starts: [await freeStart(fx)],
          minutes: 30,
          weeks: 1,
          trial: false,
          timeZone: 'Europe/London',
        },
      }),
  },
  {
    route: 'POST /bookings/{bookingId}/confirm',
    access: ['student'],
    ok: 200,
    request: async (who, fx) =>
      withCookie(who, {
        method: 'POST',
        url: `/bookings/${(await freshBooking(fx, false)).id}/confirm`,
      }),
  },
  {
    route: 'POST /bookings/{bookingId}/cancel',
    access: ['student', 'teacher'],
    ok: 200,
    request: async (who, fx) =>
      withCookie(who, {
        method: 'POST',
        url: `/bookings/${(await freshBooking(fx, true)).id}/cancel`,
      }),
  },
  {
    route: 'GET /booked-lessons',
    access: ['student', 'teacher'],
    ok: 200,
    request: simple('GET', '/booked-lessons'),
  },
  {
    route: 'GET /booked-lessons/past',
    access: ['student', 'teacher'],
    ok: 200,
    request: simple('GET', '/booked-lessons/past'),
  },
  {
    route: 'POST /booked-lessons/{lessonId}/cancel',
    access: ['student', 'teacher'],
    ok: 200,
    request: async (who, fx) =>
      withCookie(who, {
        method: 'POST',
        url: `/booked-lessons/${(await freshBooking(fx, true)).lessons[0]!.id}/cancel`,
      }),
  },
  {
    route: 'POST /booked-lessons/{lessonId}/move',
    access: ['student'],
    ok: 200,
    request: async (who, fx) => {
      const lesson = (await freshBooking(fx, true)).lessons[0]!;
      return withCookie(who, {
        method: 'POST',
        url: `/booked-lessons/${lesson.id}/move`,
        payload: { startsAt: await freeStart(fx) },
      });
    },
  },
  {
    route: 'POST /booked-lessons/{lessonId}/join',
    access: ['student'],
    ok: 200,
    request: async (who, fx) =>
      withCookie(who, {
        method: 'POST',
        url: `/booked-lessons/${await runningLesson(fx)}/join`,
      }),
  },
  {
    route: 'GET /admin/users/{id}/attendance',
    access: ADMINS,
    ok: 200,
    request: async (who, fx) =>
      withCookie(who, {
        method: 'GET',
        url: `/admin/users/${fx.principals.student.user!.id}/attendance`,
      }),
  },
  {
    route: 'POST /classroom/meetings/{meetingId}/homework',
    access: ['teacher'],
    ok: 201,
    request: async (who, fx) =>
      withCookie(who, {
        method: 'POST',
        url: `/classroom/meetings/${(await fx.freshMeeting()).id}/homework`,
        payload: { portion: { unit: 'pages', from: 604, to: 604 }, dueAt: tomorrow() },
      }),
  },
  {
    route: 'GET /classroom/students/{studentId}/homework',
    access: ['student', 'teacher', ...ADMINS],
    ok: 200,
    request: async (who, fx) => {
      await recordedHomework(fx);
      return withCookie(who, {
        method: 'GET',
        url: `/classroom/students/${fx.principals.student.user!.id}/homework`,
      });
    },
  },
  {
    route: 'PUT /homework/{homeworkId}/submissions/{submissionId}',
    access: ['student'],
    ok: 201,
    request: async (who, fx) => submitRequest(who.cookie, await freshHomework(fx), webmBytes()),
  },
  {
    route: 'GET /homework/{homeworkId}/submissions/{submissionId}/audio',
    access: ['student', 'teacher', ...ADMINS],
    ok: 200,
    request: async (who, fx) => {
      const { homeworkId, submissionId } = await recordedHomework(fx);
      return withCookie(who, { method: 'GET', url: homeworkAudioPath(homeworkId, submissionId) });
    },
  },
  {
    route: 'POST /homework/{homeworkId}/submissions/{submissionId}/marks',
    access: ['teacher'],
    ok: 201,
    request: async (who, fx) => {
      const { homeworkId, submissionId } = await recordedHomework(fx);
      return withCookie(who, {
        method: 'POST',
        url: `/homework/${homeworkId}/submissions/${submissionId}/marks`,
        payload: { atMs: 500, surah: 114, ayah: 1, word: 0, kind: 'harakat' },
      });
    },
  },
  {
    route: 'DELETE /homework/{homeworkId}/submissions/{submissionId}/marks/{markId}',
    access: ['teacher'],
    ok: 200,
    request: async (who, fx) => {
      const { homeworkId, submissionId } = await recordedHomework(fx);
      const submission = await fx.ctx.app.homeworkRepository.findSubmission(submissionId);
      const mark = await fx.ctx.app.homeworkService.addMark(
        submission!,
        fx.principals.teacher.user!.id,
        { atMs: 900, surah: 114, ayah: 2, word: 0, kind: 'memorisation' },
        null,
      );
      return withCookie(who, {
        method: 'DELETE',
        url: `/homework/${homeworkId}/submissions/${submissionId}/marks/${mark.id}`,
      });
    },
  },
  {
    route: 'GET /homework/waiting',
    access: ['teacher'],
    ok: 200,
    request: async (who, fx) => {
      await recordedHomework(fx);
      return withCookie(who, { method: 'GET', url: '/homework/waiting' });
    },
  },
  {
    route: 'PUT /homework/{homeworkId}/submissions/{submissionId}/review',
    access: ['teacher'],
    ok: 200,
    // A recording of its own: the review fixes it, and the shared one stays open to marks.
    request: async (who, fx) => {
      const { homeworkId, submissionId } = await record(fx);
      return withCookie(who, {
        method: 'PUT',
        url: `/homework/${homeworkId}/submissions/${submissionId}/review`,
        payload: { grade: 'good', outcome: 'accept' },
      });
    },
  },
  {
    route: 'POST /meetings/rating',
    access: ['student'],
    ok: 201,
    request: async (who, fx) =>
      withCookie(who, {
        method: 'POST',
        url: '/meetings/rating',
        payload: { meetingId: (await fx.endedMeeting()).id, rating: 5 },
      }),
  },
  {
    route: 'GET /meetings/admin/rooms',
    access: ADMINS,
    ok: 200,
    request: simple('GET', '/meetings/admin/rooms?limit=20'),
  },
  {
    route: 'GET /meetings/admin/rooms/summary',
    access: ADMINS,
    ok: 200,
    request: simple('GET', '/meetings/admin/rooms/summary?status=all'),
  },
  {
    route: 'GET /meetings/admin/rooms/export.csv',
    access: ADMINS,
    ok: 200,
    request: simple('GET', '/meetings/admin/rooms/export.csv?status=ended'),
  },
  {
    route: 'GET /meetings/history',
    access: ['teacher', 'student'],
    ok: 200,
    request: simple('GET', '/meetings/history?limit=5'),
  },
  {
    route: 'GET /uploads/avatars/{file}',
    access: 'public',
    ok: 200,
    request: async (who, fx) => withCookie(who, { method: 'GET', url: fx.avatarUrl }),
  },
  {
    route: 'GET /notifications',
    access: 'authenticated',
    ok: 200,
    request: simple('GET', '/notifications?limit=5'),
  },
  {
    route: 'PATCH /notifications/{id}/read',
    access: 'authenticated',
    ok: 200,
    request: async (who, fx) =>
      withCookie(who, {
        method: 'PATCH',
        url: `/notifications/${await ownNotification(who, fx)}/read`,
      }),
  },
  {
    route: 'POST /notifications/read-all',
    access: 'authenticated',
    ok: 200,
    request: simple('POST', '/notifications/read-all'),
  },
  {
    route: 'DELETE /notifications/{id}',
    access: 'authenticated',
    ok: 204,
    request: async (who, fx) =>
      withCookie(who, {
        method: 'DELETE',
        url: `/notifications/${await ownNotification(who, fx)}`,
      }),
  },
  {
    route: 'GET /notifications/preferences',
    access: 'authenticated',
    ok: 200,
    request: simple('GET', '/notifications/preferences'),
  },
  {
    route: 'PUT /notifications/preferences',
    access: 'authenticated',
    ok: 200,
    request: simple('PUT', '/notifications/preferences', { desktop: true }),
  },
  {
    route: 'POST /notifications/push-subscriptions',
    access: 'authenticated',
    ok: 201,
    request: async (who) =>
      withCookie(who, {
        method: 'POST',
        url: '/notifications/push-subscriptions',
        payload: pushSubscription(),
      }),
  },
  {
    route: 'DELETE /notifications/push-subscriptions',
    access: 'authenticated',
    ok: 204,
    request: async (who, fx) => {
      const subscription = pushSubscription();
      if (who.user) await fx.ctx.app.pushSubscriptions.upsert(who.user.id, subscription);
      return withCookie(who, {
        method: 'DELETE',
        url: '/notifications/push-subscriptions',
        payload: { endpoint: subscription.endpoint },
      });
    },
  },
];

/**
 * A fresh child of the principals' guardian, for rows that act on one (the guardian's own
 * allowance of children is lifted: the matrix makes many).
 */
async function childId(fx: Fixtures): Promise<string> {
  const child = await fx.ctx.createUser('student', { birthYear: new Date().getUTCFullYear() - 9 });
  await fx.ctx.app.familyRepository.link(fx.principals.guardian.user!.id, child.id, {
    guardiansPerChild: 2,
    childrenPerGuardian: 10_000,
  });
  return child.id;
}

const tomorrow = () => new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();

/** A fresh homework (the last page) the principals' teacher set their student in a fresh lesson. */
async function freshHomework(fx: Fixtures): Promise<string> {
  const meeting = await fx.freshMeeting();
  const { teacher, student } = fx.principals;
  const homework = await fx.ctx.app.homeworkService.set(meeting, teacher.user!, student.user!.id, {
    portion: { unit: 'pages', from: 604, to: 604 },
    dueAt: tomorrow(),
  });
  return homework.id;
}

/** A fresh homework with one recording of the principals' student, waiting for review. */
async function record(fx: Fixtures): Promise<{ homeworkId: string; submissionId: string }> {
  const homeworkId = await freshHomework(fx);
  const submissionId = randomUUID();
  const res = await fx.ctx.app.inject(
    submitRequest(fx.principals.student.cookie, homeworkId, webmBytes(2000), { submissionId }),
  );
  if (res.statusCode !== 201) throw new Error(`recording failed ${res.statusCode}: ${res.body}`);
  return { homeworkId, submissionId };
}

// One recording shared by the rows that read or mark it: a student may have only so many
// homework open from one Sheikh, and the matrix calls every row once per caller.
const recordings = new WeakMap<Fixtures, Promise<{ homeworkId: string; submissionId: string }>>();
function recordedHomework(fx: Fixtures) {
  const made = recordings.get(fx) ?? record(fx);
  recordings.set(fx, made);
  return made;
}

/** A live guardian link for a fresh minor without a guardian yet. */
async function guardianLinkToken(fx: Fixtures): Promise<string> {
  const child = await fx.ctx.createUser('student', { birthYear: new Date().getUTCFullYear() - 9 });
  return fx.ctx.app.accountTokens.issue(child.id, 'guardian_invite', 60_000);
}

/** A notification of the caller (a random id for anonymous, who is refused before lookup). */
async function ownNotification(who: Principal, fx: Fixtures): Promise<string> {
  if (!who.user) return '0190a6f0-0000-7000-8000-000000000000';
  const made = await fx.ctx.app.notifier.notify(who.user.id, 'accountActivated', {});
  return made!._id;
}

const pushSubscription = () => ({
  endpoint: `https://push.example.org/send/${unique()}`,
  keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
  language: 'en' as const,
});

const DAY_MS = 24 * 60 * 60 * 1000;
const bookable = new WeakSet<Fixtures>();

/** The principals' teacher, open for bookings every hour of every day (UTC), no notice. */
async function bookableTeacher(fx: Fixtures): Promise<string> {
  const { teacher } = fx.principals;
  if (!bookable.has(fx)) {
    const res = await fx.ctx.app.inject({
      method: 'PUT',
      url: '/booking/hours',
      headers: { cookie: teacher.cookie },
      payload: {
        timeZone: 'UTC',
        lessonMinutes: [30],
        noticeMinutes: 0,
        trialMinutes: 20,
        weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '00:00', end: '24:00' })),
        exceptions: [],
        holidays: [],
      },
    });
    if (res.statusCode !== 200) throw new Error(`hours not saved: ${res.body}`);
    bookable.add(fx);
  }
  return teacher.user!.id;
}

/** A free 30-minute start of the principals' teacher from tomorrow, as the student sees it. */
async function freeStart(fx: Fixtures): Promise<string> {
  const teacherId = await bookableTeacher(fx);
  const from = new Date(Date.now() + DAY_MS);
  const { slots } = await fx.ctx.app.bookingService.freeSlots(
    fx.principals.student.user!,
    teacherId,
    {
      from,
      to: new Date(from.getTime() + 7 * DAY_MS),
      minutes: 30,
      trial: false,
    },
  );
  return slots[0]!.startsAt;
}

/**
 * A new booking of one lesson by the principals' student: held, or confirmed too. The student's
 * earlier holds are let go first: a student holds only a few bookings at once.
 */
async function freshBooking(fx: Fixtures, confirmed: boolean): Promise<Booking> {
  const student = fx.principals.student.user!;
  const held = await fx.ctx.database.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.studentId, student.id), eq(bookings.status, 'held')));
  for (const { id } of held) await fx.ctx.app.bookingService.cancel(student, id);
  const booking = await fx.ctx.app.bookingService.hold(student, {
    teacherId: await bookableTeacher(fx),
    starts: [await freeStart(fx)],
    minutes: 30,
    weeks: 1,
    trial: false,
    timeZone: 'UTC',
  });
  return confirmed ? fx.ctx.app.bookingService.confirm(student, booking.id) : booking;
}

/**
 * A booked lesson of the principals' pair that started a minute ago (its join window open); the
 * one an earlier row made is cancelled first, as two would overlap.
 */
async function runningLesson(fx: Fixtures): Promise<string> {
  const lesson = (await freshBooking(fx, true)).lessons[0]!;
  const startsAt = new Date(Date.now() - 60_000);
  await fx.ctx.database.db
    .update(bookedLessons)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(bookedLessons.studentId, fx.principals.student.user!.id),
        lt(bookedLessons.startsAt, new Date(Date.now() + 60 * 60_000)),
      ),
    );
  await fx.ctx.database.db
    .update(bookedLessons)
    .set({ startsAt, endsAt: new Date(startsAt.getTime() + 30 * 60_000) })
    .where(eq(bookedLessons.id, lesson.id));
  return lesson.id;
}

/** The status a principal should get from a row: success, 401 or 403. */
export function expectedStatus(row: EndpointRow, who: Principal): number {
  if (row.access === 'public') return row.ok;
  if (who.role === 'anonymous') return 401;
  if (row.access === 'authenticated') return row.ok;
  return row.access.includes(who.role) ? row.ok : 403;
}

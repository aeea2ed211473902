import assert from 'node:assert/strict';
import { it } from 'node:test';
import { jwtVerify, type JWTPayload } from 'jose';
import { CLIENT_EVENTS } from '@app/shared/protocol';
import { describeBackends } from '../helpers/test-app';
import { enter, enterLesson } from '../realtime/meeting-scenes';
import { SocketHarness } from '../realtime/realtime-suite';

const JITSI = {
  VIDEO_PROVIDER: 'jitsi',
  JITSI_DOMAIN: 'meet.school.example',
  JITSI_APP_ID: 'quran-live-school',
  JITSI_APP_SECRET: 'a-jitsi-app-secret-shared-with-prosody-0123456789',
};

interface JitsiClaims extends JWTPayload {
  room: string;
  moderator: boolean;
  context: { user: { id: string; name: string; avatar: string; moderator: string } };
}

/**
 * Verifies a token the way Jitsi's token authentication (prosody's token_verification) does:
 * HS256 with the app secret, the app id as issuer, `jitsi` as audience, the domain as subject,
 * and a lifetime that has started and not ended.
 */
async function verifyAsJitsi(token: string): Promise<JitsiClaims> {
  const { payload, protectedHeader } = await jwtVerify<JitsiClaims>(
    token,
    new TextEncoder().encode(JITSI.JITSI_APP_SECRET),
    {
      algorithms: ['HS256'],
      issuer: JITSI.JITSI_APP_ID,
      audience: 'jitsi',
      subject: JITSI.JITSI_DOMAIN,
      requiredClaims: ['exp', 'nbf', 'iat', 'room'],
    },
  );
  assert.equal(protectedHeader.typ, 'JWT');
  return payload;
}

describeBackends(
  'the meeting:enter token with VIDEO_PROVIDER=jitsi',
  (ctx) => {
    const harness = new SocketHarness(ctx);

    /** A signed-in socket reaching the API as the browser does, at its public host. */
    const socketOf = (cookie?: string) =>
      harness.client(cookie, { headers: { host: 'api.school.example' } });

    async function setup() {
      const teacher = await ctx.signedIn('teacher', {
        name: 'Sheikh Yusuf',
        avatar: '/uploads/avatars/sheikh.webp',
      });
      const student = await ctx.signedIn('student', { name: 'Maryam' });
      const outsider = await ctx.signedIn('student');
      const meeting = await ctx.app.meetingLifecycle.create({
        roomName: `room-${Math.random().toString(36).slice(2)}`,
        teacherId: teacher.user.id,
        studentIds: [student.user.id],
      });
      return { teacher, student, outsider, meeting };
    }

    /** The token `meeting:enter` hands the user: a Jitsi deployment with a secret must get one. */
    const tokenOf = async (cookie: string, roomName: string) => {
      const { token } = await enter(await socketOf(cookie), roomName);
      assert.ok(token, 'a Jitsi deployment with an app secret must be handed a token');
      return token;
    };

    /** The student's token, once its Sheikh is in (before that it is told to wait). */
    const studentTokenOf = async ({
      teacher,
      student,
      meeting,
    }: Awaited<ReturnType<typeof setup>>) => {
      await tokenOf(teacher.cookie, meeting.roomName);
      return tokenOf(student.cookie, meeting.roomName);
    };

    it("the teacher's token passes Jitsi's checks and makes them moderator", async () => {
      const { teacher, meeting } = await setup();
      const before = Math.floor(Date.now() / 1000);
      const claims = await verifyAsJitsi(await tokenOf(teacher.cookie, meeting.roomName));
      assert.equal(claims.room, meeting.roomName);
      assert.equal(claims.moderator, true);
      assert.deepEqual(claims.context.user, {
        id: teacher.user.id,
        name: 'Sheikh Yusuf',
        // The avatar's path made absolute with the origin the socket reached the API at.
        avatar: 'http://api.school.example/uploads/avatars/sheikh.webp',
        email: teacher.user.email,
        moderator: 'true',
      });
      assert.ok(claims.iat! >= before - 1 && claims.iat! <= before + 5);
      // Two hours: long enough for a lesson, short enough that a leaked token soon dies.
      assert.equal(claims.exp! - claims.iat!, 2 * 60 * 60);
      assert.ok(claims.nbf! <= claims.iat!);
    });

    it("the student's token passes the same checks without moderation", async () => {
      const scene = await setup();
      const { student, meeting } = scene;
      const claims = await verifyAsJitsi(await studentTokenOf(scene));
      assert.equal(claims.room, meeting.roomName);
      assert.equal(claims.moderator, false);
      assert.equal(claims.context.user.id, student.user.id);
      assert.equal(claims.context.user.name, 'Maryam');
      assert.equal(claims.context.user.avatar, '');
      assert.equal(claims.context.user.moderator, 'false');
    });

    it('a token signed with another secret, expired, or for another domain is refused', async () => {
      const token = await studentTokenOf(await setup());
      const [header, payload] = token.split('.');
      await assert.rejects(verifyAsJitsi(`${header}.${payload}.${'A'.repeat(43)}`), {
        code: 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
      });
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as JWTPayload;
      const inTwoHours = Math.floor(Date.now() / 1000) + 2 * 60 * 60 + 60;
      await assert.rejects(
        jwtVerify(token, new TextEncoder().encode(JITSI.JITSI_APP_SECRET), {
          currentDate: new Date(inTwoHours * 1000),
        }),
        { code: 'ERR_JWT_EXPIRED' },
      );
      assert.equal(claims.sub, JITSI.JITSI_DOMAIN);
      await assert.rejects(
        jwtVerify(token, new TextEncoder().encode(JITSI.JITSI_APP_SECRET), {
          subject: 'meet.other.example',
        }),
        { code: 'ERR_JWT_CLAIM_VALIDATION_FAILED' },
      );
    });

    it('nobody outside the meeting gets a token, a student before its Sheikh none yet, an unknown room none', async () => {
      const { outsider, student, meeting } = await setup();
      type Answer = { ok: boolean; code?: string; status?: string; token?: unknown };
      const ask = async (cookie: string | undefined, roomName: string) =>
        (await socketOf(cookie)).request<Answer>(CLIENT_EVENTS.joinRoom, { roomName });
      const refused = await ask(outsider.cookie, meeting.roomName);
      assert.deepEqual(
        [refused.ok, refused.code, refused.token],
        [false, 'auth.forbidden', undefined],
      );
      const waiting = await ask(student.cookie, meeting.roomName);
      assert.deepEqual(
        [waiting.ok, waiting.status, waiting.token],
        [true, 'waitingForTeacher', undefined],
      );
      const unknown = await ask(student.cookie, 'room-that-does-not-exist');
      assert.deepEqual([unknown.code, unknown.token], ['meetings.not_found', undefined]);
      const anonymous = await ask(undefined, meeting.roomName);
      assert.deepEqual([anonymous.code, anonymous.token], ['auth.not_authenticated', undefined]);
    });
  },
  { env: JITSI },
);

describeBackends(
  'the meeting:enter token with a Jitsi that needs none (no app secret)',
  (ctx) => {
    const harness = new SocketHarness(ctx);

    it('both sides enter with a null token: the public Jitsi takes no JWT', async () => {
      const teacher = await ctx.signedIn('teacher');
      const student = await ctx.signedIn('student');
      const meeting = await ctx.app.meetingLifecycle.create({
        roomName: `room-${Math.random().toString(36).slice(2)}`,
        teacherId: teacher.user.id,
        studentIds: [student.user.id],
      });
      const entered = await enterLesson(
        await harness.client(teacher.cookie),
        await harness.client(student.cookie),
        meeting.roomName,
      );
      assert.deepEqual([entered.teacher.token, entered.student.token], [null, null]);
      assert.deepEqual(entered.student.participants, [teacher.user.id]);
    });
  },
  { env: { VIDEO_PROVIDER: 'jitsi', JITSI_DOMAIN: 'meet.jit.si' } },
);

import assert from 'node:assert/strict';
import { it } from 'node:test';
import { jwtVerify, type JWTPayload } from 'jose';
import { describeBackends, json } from '../helpers/test-app';

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
  'POST /meetings/token with VIDEO_PROVIDER=jitsi',
  (ctx) => {
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

    const tokenRequest = (cookie: string, roomName: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/meetings/token',
        headers: { cookie, host: 'api.school.example' },
        payload: { roomName },
      });

    const tokenOf = async (cookie: string, roomName: string) => {
      const res = await tokenRequest(cookie, roomName);
      assert.equal(res.statusCode, 200, res.body);
      const { token } = json<{ token: string | null }>(res);
      assert.ok(token, 'a Jitsi deployment with an app secret must be handed a token');
      return token;
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
      const { student, meeting } = await setup();
      const claims = await verifyAsJitsi(await tokenOf(student.cookie, meeting.roomName));
      assert.equal(claims.room, meeting.roomName);
      assert.equal(claims.moderator, false);
      assert.equal(claims.context.user.id, student.user.id);
      assert.equal(claims.context.user.name, 'Maryam');
      assert.equal(claims.context.user.avatar, '');
      assert.equal(claims.context.user.moderator, 'false');
    });

    it('a token signed with another secret, expired, or for another domain is refused', async () => {
      const { student, meeting } = await setup();
      const token = await tokenOf(student.cookie, meeting.roomName);
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

    it('someone outside the meeting gets no token, and an unknown room none either', async () => {
      const { outsider, student, meeting } = await setup();
      const refused = await tokenRequest(outsider.cookie, meeting.roomName);
      assert.equal(refused.statusCode, 403);
      assert.equal(json<{ token?: unknown }>(refused).token, undefined);
      assert.equal(
        (await tokenRequest(student.cookie, 'room-that-does-not-exist')).statusCode,
        404,
      );
      const anonymous = await ctx.app.inject({
        method: 'POST',
        url: '/meetings/token',
        payload: { roomName: meeting.roomName },
      });
      assert.equal(anonymous.statusCode, 401);
    });
  },
  { env: JITSI },
);

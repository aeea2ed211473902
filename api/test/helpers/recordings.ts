import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { TestContext } from './test-app';

// Recordings as the browser's MediaRecorder sends them, small: a real container header and
// then bytes. The API checks the first bytes and stores the rest as they come.

/** A WebM file's EBML header (DocType "webm"), the start of its Segment, then `size` bytes in all. */
export function webmBytes(size = 20_000): Buffer {
  const ebml = Buffer.from([
    0x1a,
    0x45,
    0xdf,
    0xa3,
    0x9f, // EBML, 31 bytes
    0x42,
    0x86,
    0x81,
    0x01, // EBMLVersion 1
    0x42,
    0xf7,
    0x81,
    0x01, // EBMLReadVersion 1
    0x42,
    0xf2,
    0x81,
    0x04, // EBMLMaxIDLength 4
    0x42,
    0xf3,
    0x81,
    0x08, // EBMLMaxSizeLength 8
    0x42,
    0x82,
    0x84,
    0x77,
    0x65,
    0x62,
    0x6d, // DocType "webm"
    0x42,
    0x87,
    0x81,
    0x04, // DocTypeVersion 4
    0x42,
    0x85,
    0x81,
    0x02, // DocTypeReadVersion 2
    0x18,
    0x53,
    0x80,
    0x67,
    0x01,
    0xff,
    0xff,
    0xff,
    0xff,
    0xff,
    0xff,
    0xff, // Segment, size unknown
  ]);
  return withBody(ebml, size);
}

/** An Ogg page's capture pattern and header, then `size` bytes in all. */
export function oggBytes(size = 12_000): Buffer {
  const page = Buffer.concat([Buffer.from('OggS', 'latin1'), Buffer.from([0x00, 0x02])]);
  return withBody(page, size);
}

/** `head`, then bytes that differ from place to place (so a wrong range shows). */
function withBody(head: Buffer, size: number): Buffer {
  const body = Buffer.alloc(Math.max(0, size - head.length));
  for (let i = 0; i < body.length; i++) body[i] = (i * 31 + 7) % 251;
  return Buffer.concat([head, body]);
}

/** The PUT that sends a recording for a homework (signed out without a cookie), with a fresh id unless given. */
export function submitRequest(
  cookie: string,
  homeworkId: string,
  body: Buffer,
  options: { submissionId?: string; type?: string; durationMs?: number | string } = {},
): InjectOptions {
  const {
    submissionId = randomUUID(),
    type = 'audio/webm;codecs=opus',
    durationMs = 60_000,
  } = options;
  return {
    method: 'PUT',
    url: `/homework/${homeworkId}/submissions/${submissionId}?durationMs=${durationMs}`,
    headers: { ...(cookie ? { cookie } : {}), 'content-type': type },
    payload: body,
  };
}

/** A lesson that took place, of a fresh Sheikh and a fresh student, both signed in. */
export async function recitingLesson(ctx: TestContext) {
  const teacher = await ctx.signedIn('teacher');
  const student = await ctx.signedIn('student');
  const meeting = await ctx.app.meetingLifecycle.create({
    roomName: `homework-${process.pid}-${randomUUID()}`,
    teacherId: teacher.user.id,
    studentIds: [student.user.id],
  });
  await ctx.app.meetingLifecycle.teacherJoined(meeting);
  await ctx.app.meetingLifecycle.studentJoined(meeting, student.user.id);
  return { teacher, student, meeting };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** An ISO date `days` after `from`. */
export const daysAfter = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS);

/** An ayat portion of one surah. */
export const ayat = (surah: number, from: number, to: number) => ({
  unit: 'ayat' as const,
  from: { surah, ayah: from },
  to: { surah, ayah: to },
});

/** A JSON call as a signed-in browser makes it. */
export const call = (
  ctx: TestContext,
  cookie: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) =>
  ctx.app.inject({
    method,
    url,
    headers: { cookie, origin: ctx.config.CORS_ORIGINS[0] },
    ...(payload ? { payload } : {}),
  });

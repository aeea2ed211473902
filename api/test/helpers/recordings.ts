import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';

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

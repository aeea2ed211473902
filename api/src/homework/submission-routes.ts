import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HOMEWORK_AUDIO_MAX_BYTES, HOMEWORK_AUDIO_TYPES } from '@app/shared/protocol';
import { authOf } from '../auth/authentication';
import { contractRoute } from '../lib/contract-route';
import { apiError } from '../lib/http-error';
import { audioTypeOf } from './audio-format';
import { tooLarge } from './audio-intake';
import { byteRange } from './byte-range';
import { assertMayHear, assertOwnHomework } from './homework-access';
import { homeworkOf, submissionOf } from './homework-lookup';

const tags = ['homework'];

/**
 * Recordings: the student sends one as the body of a PUT named by the client's own id (so a
 * retry after a dropped connection is the same request), and the student, the Sheikh who set
 * the homework and admins play it back, by byte ranges as a media player asks.
 */
const submissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.homeworkRepository;

  // A recording is not parsed: its route streams it to disk from the request itself.
  app.addContentTypeParser([...HOMEWORK_AUDIO_TYPES], (_request, _payload, done) => done(null));

  // Before a byte of the body is read: a recording of another type, or one that says it is too
  // large, is refused with our codes (not the framework's).
  const audioHeaders: onRequestAsyncHookHandler = async (request) => {
    if (!audioTypeOf(request.headers['content-type'])) throw apiError('homework.audio_type');
    if (Number(request.headers['content-length']) > HOMEWORK_AUDIO_MAX_BYTES) throw tooLarge();
  };

  contractRoute(
    app,
    'homework.submit',
    {
      onRequest: [app.authenticate, audioHeaders],
      tags,
      consumes: [...HOMEWORK_AUDIO_TYPES],
      description:
        'The recording is the body: `audio/webm` or `audio/ogg` (codecs allowed), at most 6 MB. ' +
        'Sent again with the same submission id, it answers the stored submission.',
    },
    async (request) => {
      const { user } = authOf(request);
      const homework = await homeworkOf(repository, request.params.homeworkId);
      assertOwnHomework(homework, user);
      const type = audioTypeOf(request.headers['content-type']);
      if (!type) throw apiError('homework.audio_type');
      // The id names a file: the form PostgreSQL answers it in, whatever case it came in.
      const submissionId = request.params.submissionId.toLowerCase();
      const submission = await app.homeworkService.submit(homework, submissionId, {
        type,
        durationMs: request.query.durationMs,
        body: request.raw,
      });
      return { data: submission };
    },
  );

  app.get(
    '/homework/:homeworkId/submissions/:submissionId/audio',
    {
      onRequest: app.authenticate,
      schema: { tags, params: z.object({ homeworkId: z.uuid(), submissionId: z.uuid() }) },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      const homework = await homeworkOf(repository, request.params.homeworkId);
      assertMayHear(homework, user);
      const submission = await submissionOf(repository, homework, request.params.submissionId);
      if (submission.audioDeletedAt) throw apiError('homework.audio_deleted');
      const file = app.homeworkService.audioFileOf(submission);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) throw apiError('homework.submission_not_found');
      const range = byteRange(request.headers.range, info.size);
      if (range === 'unsatisfiable') {
        throw apiError('homework.range_not_satisfiable', {
          headers: { 'content-range': `bytes */${info.size}`, 'accept-ranges': 'bytes' },
        });
      }
      reply.headers({
        'content-type': submission.audioType,
        'accept-ranges': 'bytes',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        // A child's voice: kept by no cache on the way, nor by the browser once played.
        'cache-control': 'private, no-store',
      });
      if (!range) {
        return reply.header('content-length', String(info.size)).send(createReadStream(file));
      }
      return reply
        .code(206)
        .headers({
          'content-range': `bytes ${range.start}-${range.end}/${info.size}`,
          'content-length': String(range.end - range.start + 1),
        })
        .send(createReadStream(file, { start: range.start, end: range.end }));
    },
  );
};

export default submissionRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GENDERS, SPECIALIZATIONS, TEACHING_LANGUAGES } from '@app/shared/protocol';
import { apiError, tooManyRequests } from '../lib/http-error';
import { dataOf, errors } from '../lib/response-schemas';
import { findTeacherPage } from './teacher-page';

const teacherPageSchema = z
  .object({
    _id: z.uuid(),
    name: z.string(),
    avatar: z.string().nullable(),
    bio: z.string().nullable(),
    experience: z.string().nullable(),
    specializations: z.array(z.enum(SPECIALIZATIONS)),
    languages: z.array(z.enum(TEACHING_LANGUAGES)),
    gender: z.enum(GENDERS).nullable(),
    averageRating: z.number(),
    totalReviews: z.number().int(),
    lessonsTaught: z.number().int(),
    reviews: z.array(
      z.object({ rating: z.number().int(), comment: z.string(), ratedAt: z.string() }),
    ),
  })
  .meta({ id: 'TeacherPage' });

// Not z.uuid(): an id that is not a uuid is answered like any other unknown teacher.
const paramsSchema = z.object({ id: z.string().max(64) });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `GET /teachers/{id}`: a teacher's public page, for visitors too; limited per address. */
const teacherRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/teachers/:id',
    {
      schema: {
        tags: ['users'],
        params: paramsSchema,
        response: { 200: dataOf(teacherPageSchema), ...errors(400, 404, 429) },
      },
    },
    async (request) => {
      const wait = await app.rateLimits.teacherPages.take(request.ip);
      if (wait > 0) throw tooManyRequests(wait);
      const page = UUID.test(request.params.id)
        ? await findTeacherPage(app.db, request.params.id)
        : null;
      if (!page) throw apiError('teachers.not_found');
      return { data: page };
    },
  );
};

export default teacherRoutes;

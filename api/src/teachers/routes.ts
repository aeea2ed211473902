import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../lib/contract-route';
import { apiError, tooManyRequests } from '../lib/http-error';
import { findTeacherPage } from './teacher-page';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `GET /teachers/{id}`: a teacher's public page, for visitors too; limited per address. */
const teacherRoutes: FastifyPluginAsyncZod = async (app) => {
  contractRoute(app, 'teachers.page', { tags: ['users'] }, async (request) => {
    const wait = await app.rateLimits.teacherPages.take(request.ip);
    if (wait > 0) throw tooManyRequests(wait);
    const page = UUID.test(request.params.id)
      ? await findTeacherPage(app.db, request.params.id)
      : null;
    if (!page) throw apiError('teachers.not_found');
    return { data: page };
  });
};

export default teacherRoutes;

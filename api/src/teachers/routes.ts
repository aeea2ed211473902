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
    // Open to visitors; a signed-in child sees only the Sheikhs its guardians allow.
    const auth = await app.verifySessionCookie(request.headers.cookie);
    if (auth?.user.role === 'student') {
      const refusal = await app.studentReach.pageRefusal(auth.user.id, {
        id: request.params.id,
        gender: page.gender,
      });
      if (refusal) throw apiError(refusal);
    }
    return { data: page };
  });
};

export default teacherRoutes;

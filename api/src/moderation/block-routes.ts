import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BLOCKS_MAX } from '@app/shared/protocol';
import { authOf } from '../auth/authentication';
import type { UserRow } from '../db/schema';
import { contractRoute } from '../lib/contract-route';
import { apiError } from '../lib/http-error';
import { blockableTeacher, isAccountId } from './blockable-teacher';

const tags = ['moderation'];

/** Only a student blocks; the session says who, never the request. */
function studentOf(user: UserRow): UserRow {
  if (user.role !== 'student') throw apiError('blocks.students_only');
  return user;
}

/**
 * A student's blocked Sheikhs: a blocked Sheikh leaves the student's lists and "Call next",
 * and calls between the two are refused (docs/safeguarding.md). `GET /blocks`, `PUT` and
 * `DELETE /teachers/{id}/block`.
 */
const blockRoutes: FastifyPluginAsyncZod = async (app) => {
  const blocks = app.blocksRepository;
  const blocked = async (studentId: string) => ({
    data: { teachers: await blocks.blockedBy(studentId) },
  });

  contractRoute(
    app,
    'blocks.list',
    { onRequest: app.authenticate, tags, description: 'The Sheikhs the student blocked.' },
    async (request) => blocked(studentOf(authOf(request).user).id),
  );

  contractRoute(
    app,
    'blocks.block',
    {
      onRequest: app.authenticate,
      tags,
      description: `Blocks a Sheikh (at most ${BLOCKS_MAX}); blocking one already blocked succeeds.`,
    },
    async (request) => {
      const student = studentOf(authOf(request).user);
      const teacher = await blockableTeacher(app, request.params.id);
      if ((await blocks.block(student.id, teacher.id, BLOCKS_MAX)) === 'limit_reached') {
        throw apiError('blocks.limit_reached');
      }
      app.moderationEvents.emit('blockChanged', {
        studentId: student.id,
        teacherId: teacher.id,
        blocked: true,
      });
      return blocked(student.id);
    },
  );

  contractRoute(
    app,
    'blocks.unblock',
    {
      onRequest: app.authenticate,
      tags,
      description:
        "Lifts the student's own block; a Sheikh not blocked is no error, one a guardian blocked is refused.",
    },
    async (request) => {
      const student = studentOf(authOf(request).user);
      const { id } = request.params;
      if (!isAccountId(id)) return null;
      const outcome = await blocks.unblock(student.id, id, 'student');
      if (outcome === 'blocks.set_by_guardian') throw apiError(outcome);
      if (outcome === 'lifted') {
        app.moderationEvents.emit('blockChanged', {
          studentId: student.id,
          teacherId: id,
          blocked: false,
        });
      }
      return null;
    },
  );
};

export default blockRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BLOCKS_MAX } from '@app/shared/protocol';
import { authOf } from '../auth/authentication';
import type { UserRow } from '../db/schema';
import { contractRoute } from '../lib/contract-route';
import { apiError } from '../lib/http-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
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
      const teacher = UUID.test(request.params.id)
        ? await app.usersRepository.findById(request.params.id)
        : null;
      if (!teacher || teacher.role !== 'teacher') throw apiError('teachers.not_found');
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
      description: 'Lifts a block; a Sheikh not blocked is no error.',
    },
    async (request) => {
      const student = studentOf(authOf(request).user);
      const { id } = request.params;
      if (UUID.test(id) && (await blocks.unblock(student.id, id))) {
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

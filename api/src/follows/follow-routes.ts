import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FOLLOWS_MAX } from '@app/shared/protocol';
import { authOf } from '../auth/authentication';
import type { UserRow } from '../db/schema';
import { contractRoute } from '../lib/contract-route';
import { apiError } from '../lib/http-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Only a student follows; the session says who, never the request. */
function studentOf(user: UserRow): UserRow {
  if (user.role !== 'student') throw apiError('follows.students_only');
  return user;
}

/**
 * Following Sheikhs: a student follows a Sheikh to be told when the Sheikh comes online
 * (docs/product.md#following-a-sheikh). `GET /follows`, `PUT` and `DELETE /teachers/{id}/follow`.
 */
const followRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.followsRepository;
  const followed = async (studentId: string) => ({
    data: { teacherIds: await repository.teacherIdsOf(studentId) },
  });

  /** An active teacher's id, or 404: only a teacher can be followed. */
  async function teacherId(id: string): Promise<string> {
    const row = UUID.test(id) ? await app.usersRepository.findById(id) : null;
    if (!row || row.role !== 'teacher' || !row.active) throw apiError('teachers.not_found');
    return row.id;
  }

  contractRoute(
    app,
    'follows.list',
    {
      onRequest: app.authenticate,
      tags: ['users'],
      description: 'The Sheikhs the signed-in student follows, newest first.',
    },
    async (request) => followed(studentOf(authOf(request).user).id),
  );

  contractRoute(
    app,
    'follows.follow',
    {
      onRequest: app.authenticate,
      tags: ['users'],
      description: `Follows a Sheikh (at most ${FOLLOWS_MAX}); following one already followed succeeds.`,
    },
    async (request) => {
      const student = studentOf(authOf(request).user);
      const id = await teacherId(request.params.id);
      if ((await repository.follow(student.id, id, FOLLOWS_MAX)) === 'limit_reached') {
        throw apiError('follows.limit_reached');
      }
      return followed(student.id);
    },
  );

  contractRoute(
    app,
    'follows.unfollow',
    {
      onRequest: app.authenticate,
      tags: ['users'],
      description: 'Stops following a Sheikh; one not followed is no error.',
    },
    async (request) => {
      const student = studentOf(authOf(request).user);
      // A Sheikh since deleted is unfollowed like any other: no lookup needed.
      if (UUID.test(request.params.id)) await repository.unfollow(student.id, request.params.id);
      return followed(student.id);
    },
  );
};

export default followRoutes;

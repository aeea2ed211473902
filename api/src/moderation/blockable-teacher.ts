import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../db/schema';
import { apiError } from '../lib/http-error';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when the id could be an account's (a block of anything else is never there). */
export const isAccountId = (id: string): boolean => UUID.test(id);

/** The Sheikh a block names; any other id, of no account or of another role, is the same 404. */
export async function blockableTeacher(
  app: Pick<FastifyInstance, 'usersRepository'>,
  id: string,
): Promise<UserRow> {
  const teacher = isAccountId(id) ? await app.usersRepository.findById(id) : null;
  if (!teacher || teacher.role !== 'teacher') throw apiError('teachers.not_found');
  return teacher;
}

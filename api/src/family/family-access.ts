import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../db/schema';
import { apiError } from '../lib/http-error';

/** The session's user when it is a guardian; the session says so, never the request. */
export function guardianOf(user: UserRow): UserRow {
  if (user.role !== 'guardian') throw apiError('family.guardians_only');
  return user;
}

/**
 * The child a guardian names, only when it is one of theirs: any other id (another family's
 * child, a stranger, no account) is the same 404, so ids cannot be probed.
 */
export async function childOf(
  app: Pick<FastifyInstance, 'familyRepository' | 'usersRepository'>,
  guardian: UserRow,
  childId: string,
): Promise<UserRow> {
  const child = (await app.familyRepository.isGuardianOf(guardian.id, childId))
    ? await app.usersRepository.findById(childId)
    : null;
  if (!child || child.role !== 'student') throw apiError('family.child_not_found');
  return child;
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BLOCKS_MAX } from '@app/shared/protocol';
import { authOf } from '../auth/authentication';
import { contractRoute } from '../lib/contract-route';
import { apiError } from '../lib/http-error';
import { blockableTeacher, isAccountId } from '../moderation/blockable-teacher';
import { childOf, guardianOf } from './family-access';

const tags = ['family'];

/**
 * A guardian blocks a Sheikh for a child (docs/safeguarding.md#blocks): the same block as the
 * child's own (gone from its lists, calls refused both ways), but the child cannot lift it, and
 * a block the child set stays the child's to lift.
 */
const childBlockRoutes: FastifyPluginAsyncZod = async (app) => {
  const blocks = app.blocksRepository;
  const blockedOf = async (childId: string) => ({
    data: { teachers: await blocks.blockedBy(childId) },
  });
  const announce = (studentId: string, teacherId: string, blocked: boolean) =>
    app.moderationEvents.emit('blockChanged', { studentId, teacherId, blocked });

  contractRoute(
    app,
    'family.blocks',
    {
      onRequest: app.authenticate,
      tags,
      description: 'The Sheikhs a child blocked, and those its guardians blocked for it.',
    },
    async (request) => {
      const child = await childOf(app, guardianOf(authOf(request).user), request.params.id);
      return blockedOf(child.id);
    },
  );

  contractRoute(
    app,
    'family.block',
    {
      onRequest: app.authenticate,
      tags,
      description: `Blocks a Sheikh for the child (at most ${BLOCKS_MAX} in all); the child cannot lift it.`,
    },
    async (request) => {
      const child = await childOf(app, guardianOf(authOf(request).user), request.params.id);
      const teacher = await blockableTeacher(app, request.params.teacherId);
      if ((await blocks.block(child.id, teacher.id, BLOCKS_MAX, 'guardian')) === 'limit_reached') {
        throw apiError('blocks.limit_reached');
      }
      announce(child.id, teacher.id, true);
      return blockedOf(child.id);
    },
  );

  contractRoute(
    app,
    'family.unblock',
    {
      onRequest: app.authenticate,
      tags,
      description:
        "Lifts a guardian's block; a Sheikh not blocked is no error, one the child blocked is refused.",
    },
    async (request) => {
      const child = await childOf(app, guardianOf(authOf(request).user), request.params.id);
      const { teacherId } = request.params;
      if (!isAccountId(teacherId)) return null;
      const outcome = await blocks.unblock(child.id, teacherId, 'guardian');
      if (outcome === 'blocks.set_by_child') throw apiError(outcome);
      if (outcome === 'lifted') announce(child.id, teacherId, false);
      return null;
    },
  );
};

export default childBlockRoutes;

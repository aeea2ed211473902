import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ROLES } from '@app/shared/protocol';
import { contractRoute } from '../lib/contract-route';
import { apiError } from '../lib/http-error';
import { FAMILY_LIMITS } from './family-routes';

const tags = ['family'];

/** Admins see and change who looks after a student. */
const guardianAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const family = app.familyRepository;
  const onRequest = app.requireRoles(...ADMIN_ROLES);

  const studentOrNotFound = async (id: string) => {
    const student = await app.usersRepository.findById(id);
    if (!student || student.role !== 'student') throw apiError('users.not_found');
    return student;
  };
  const guardiansOf = async (childId: string) => ({
    data: {
      guardians: (await family.guardiansOf(childId)).map((row) => ({
        _id: row.id,
        name: row.name,
        email: row.email,
        since: row.since.toISOString(),
      })),
    },
  });

  contractRoute(
    app,
    'guardians.list',
    { onRequest, tags, description: "A student's guardians." },
    async (request) => guardiansOf((await studentOrNotFound(request.params.id)).id),
  );

  contractRoute(
    app,
    'guardians.link',
    { onRequest, tags, description: 'Makes a guardian account one of the student’s guardians.' },
    async (request) => {
      const child = await studentOrNotFound(request.params.id);
      const guardian = await app.usersRepository.findById(request.params.guardianId);
      if (!guardian || guardian.role !== 'guardian') throw apiError('family.guardian_not_found');
      const outcome = await family.link(guardian.id, child.id, FAMILY_LIMITS);
      if (outcome !== 'linked') throw apiError(`family.${outcome}`);
      app.familyEvents.emit('rulesChanged', { childId: child.id });
      return guardiansOf(child.id);
    },
  );

  contractRoute(
    app,
    'guardians.unlink',
    { onRequest, tags, description: "Ends a guardian's link to the student." },
    async (request) => {
      const child = await studentOrNotFound(request.params.id);
      if (await family.unlink(request.params.guardianId, child.id)) {
        app.familyEvents.emit('rulesChanged', { childId: child.id });
      }
      return guardiansOf(child.id);
    },
  );
};

export default guardianAdminRoutes;

import fp from 'fastify-plugin';
import { createFamilyRepository, type FamilyRepository } from './family-repository';
import { FamilyEventHub } from './family-events';
import { createStudentReach, type StudentReach } from './student-reach';

declare module 'fastify' {
  interface FastifyInstance {
    familyRepository: FamilyRepository;
    studentReach: StudentReach;
    familyEvents: FamilyEventHub;
  }
}

/** Guardians and children: who looks after whom, and which Sheikhs each student may reach. */
export default fp(
  async (app) => {
    const family = createFamilyRepository(app.db);
    app.decorate('familyRepository', family);
    app.decorate(
      'studentReach',
      createStudentReach({ blocks: app.blocksRepository, family, minorAge: app.config.MINOR_AGE }),
    );
    app.decorate('familyEvents', new FamilyEventHub());
    app.addHook('onClose', async () => app.familyEvents.removeAllListeners());
  },
  { name: 'family', dependencies: ['db', 'moderation'] },
);

import fp from 'fastify-plugin';
import { createBlocksRepository, type BlocksRepository } from './blocks-repository';
import { createReportsRepository, type ReportsRepository } from './reports-repository';
import { ModerationEventHub } from './moderation-events';

declare module 'fastify' {
  interface FastifyInstance {
    blocksRepository: BlocksRepository;
    reportsRepository: ReportsRepository;
    moderationEvents: ModerationEventHub;
  }
}

/** Reports and blocks: their stores and the hub that announces their changes. */
export default fp(
  async (app) => {
    app.decorate('blocksRepository', createBlocksRepository(app.db));
    app.decorate('reportsRepository', createReportsRepository(app.db));
    app.decorate('moderationEvents', new ModerationEventHub());
    app.addHook('onClose', async () => app.moderationEvents.removeAllListeners());
  },
  { name: 'moderation', dependencies: ['db'] },
);

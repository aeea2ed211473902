import fp from 'fastify-plugin';
import type { Database, Db } from './connection';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

export interface DbPluginOptions {
  database: Database;
  /** Close the database with the app; false when the caller shares it across apps (tests). */
  owned: boolean;
}

/** Decorates the app with the migrated database and closes it with the app. */
export default fp<DbPluginOptions>(
  async (app, { database, owned }) => {
    await database.migrate();
    app.decorate('database', database);
    app.decorate('db', database.db);
    if (owned) app.addHook('onClose', () => database.close());
  },
  { name: 'db' },
);

import fp from 'fastify-plugin';
import type { AppConfig } from '../config.ts';
import type { AppDatabase, DatabaseHandle } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import type { Mailer } from '../mail/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    clock: Clock;
    database: DatabaseHandle;
    /** Shortcut for `database.db`. */
    db: AppDatabase;
    mailer: Mailer;
  }
}

export interface AppContext {
  config: AppConfig;
  clock: Clock;
  database: DatabaseHandle;
  mailer: Mailer;
}

/** Puts the things every route needs on the instance, under typed names. The caller owns the database. */
export const appContextPlugin = fp<AppContext>(
  async (app, context) => {
    app.decorate('config', context.config);
    app.decorate('clock', context.clock);
    app.decorate('database', context.database);
    app.decorate('db', context.database.db);
    app.decorate('mailer', context.mailer);
  },
  { name: 'app-context' },
);

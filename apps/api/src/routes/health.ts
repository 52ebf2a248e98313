import type { FastifyPluginAsync } from 'fastify';
import { pingDatabase } from '../db/client.ts';
import { errorBody } from '../plugins/error-handler.ts';

// A health check that hangs is as bad as a failing one: give the database this long to answer.
export const HEALTH_DATABASE_TIMEOUT_MS = 2_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async (request, reply) => {
    const driver = app.database.driver;
    try {
      await withTimeout(pingDatabase(app.db), HEALTH_DATABASE_TIMEOUT_MS);
    } catch (error) {
      request.log.error(
        { reason: error instanceof Error ? error.message : String(error) },
        'database health check failed',
      );
      return reply.status(503).send(errorBody('DATABASE_UNAVAILABLE', 'The database is not answering'));
    }
    return { data: { status: 'ok', database: 'ok', driver } };
  });
};

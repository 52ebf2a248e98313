import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { pingDatabase } from '../db/client.ts';
import { diskSpaceOf, megabytes } from '../lifecycle/disk-space.ts';
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

export const NOT_READY_MESSAGES = {
  starting: 'This server is starting',
  draining: 'This server is shutting down',
  overloaded: 'This server is too busy to take more players right now',
} as const;

export const healthRoutes: FastifyPluginAsync = async (app) => {
  /** The database answers in time, else 503 (and the reason in the log). */
  async function databaseAnswers(log: FastifyBaseLogger): Promise<boolean> {
    try {
      await withTimeout(pingDatabase(app.db), HEALTH_DATABASE_TIMEOUT_MS);
      return true;
    } catch (error) {
      log.error({ reason: error instanceof Error ? error.message : String(error) }, 'database health check failed');
      return false;
    }
  }
  const databaseDown = () => errorBody('DATABASE_UNAVAILABLE', 'The database is not answering');

  /** Liveness: the process runs, reaches its database, and the disk under DATA_DIR has room to write. */
  app.get('/health', async (request, reply) => {
    if (!(await databaseAnswers(request.log))) return reply.status(503).send(databaseDown());
    const disk = diskSpaceOf(app.config.dataDir);
    if (disk.full) {
      request.log.error({ path: disk.path, freeBytes: disk.freeBytes }, 'disk full');
      return reply
        .status(503)
        .send(errorBody('DISK_FULL', `Disk full: ${disk.path} has ${megabytes(disk.freeBytes)} free`));
    }
    return { data: { status: 'ok', database: 'ok', driver: app.database.driver, disk: 'ok' } };
  });

  /** Readiness, for a load balancer: 503 while starting, draining or overloaded, so new traffic goes elsewhere. */
  app.get('/health/ready', async (request, reply) => {
    const { state } = app.readiness;
    if (state !== 'ready') return reply.status(503).send(errorBody('NOT_READY', NOT_READY_MESSAGES[state]));
    if (app.readiness.overloaded) {
      return reply.status(503).send(errorBody('NOT_READY', NOT_READY_MESSAGES.overloaded));
    }
    if (!(await databaseAnswers(request.log))) return reply.status(503).send(databaseDown());
    return { data: { status: 'ready' } };
  });
};

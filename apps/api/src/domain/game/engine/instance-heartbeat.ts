import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';

// Each API process beats in game_server_instances every INSTANCE_HEARTBEAT_MS with the number of sockets it
// holds; one whose beat is older than INSTANCE_DEAD_AFTER_SECONDS is dead, and its sockets with it. Times are
// the database's now(): the one clock every machine shares (liveness is not a game rule, so not the Clock).

export const INSTANCE_HEARTBEAT_MS = 2_000;
export const INSTANCE_DEAD_AFTER_SECONDS = 8;

export async function beatInstance(options: { db: AppDatabase; instanceId: string; sockets: number }): Promise<void> {
  await options.db.execute(
    sql`insert into game_server_instances (id, host, pid, sockets)
        values (${options.instanceId}, ${hostname()}, ${process.pid}, ${options.sockets})
        on conflict (id) do update set heartbeat_at = now(), sockets = excluded.sockets`,
  );
}

/** A process leaving: its sockets count as dead at once. */
export async function removeInstance(options: { db: AppDatabase; instanceId: string }): Promise<void> {
  await options.db.execute(sql`delete from game_server_instances where id = ${options.instanceId}`);
}

/** Forgets processes dead for a while (their sockets are closed by then). */
export async function forgetDeadInstances(options: { db: AppDatabase }): Promise<void> {
  await options.db.execute(
    sql`delete from game_server_instances
         where heartbeat_at < now() - make_interval(secs => ${INSTANCE_DEAD_AFTER_SECONDS * 10})`,
  );
}

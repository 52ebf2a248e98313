// Every PostgreSQL benchmark runs in a database of its own, created, migrated and dropped again, so a run
// never touches anyone's data and always starts from the same empty schema.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const BENCH_SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function admin(statement) {
  const client = new pg.Client({ connectionString: BENCH_SERVER_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** An empty database on the bench server, for a process that migrates it itself: its URL and how to drop it. */
export async function createScratchDatabase() {
  const name = `gom_bench_${randomBytes(5).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(BENCH_SERVER_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * A fresh, migrated database on the bench server. `openDatabase` is the API's (passed in because the
 * caller loads the TypeScript through tsx first). Its `close()` also drops the database.
 */
export async function openScratchDatabase({ openDatabase, poolSize }) {
  const scratch = await createScratchDatabase();
  const database = openDatabase({ driver: 'postgres', url: scratch.url, poolSize });
  const drop = async () => {
    await database.close();
    await scratch.drop();
  };
  try {
    await database.migrate();
  } catch (error) {
    await drop();
    throw error;
  }
  return { ...database, close: drop };
}

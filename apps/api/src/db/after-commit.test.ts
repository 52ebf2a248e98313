import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterCommit } from './after-commit.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { databaseOf } from './database-of.ts';

describe('afterCommit', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = openDatabase({ driver: 'pglite' });
    await database.migrate();
    await database.db.execute(sql`create table marks (n int)`);
  });
  afterAll(() => database.close());

  it('runs queued work once the transaction has committed, when the change can be read', async () => {
    const seen: number[] = [];
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into marks values (1)`);
      afterCommit(tx, () => seen.push(1));
      // A savepoint's work waits for the transaction around it.
      await tx.transaction(async (savepoint) => {
        await savepoint.execute(sql`insert into marks values (2)`);
        afterCommit(savepoint, () => seen.push(2));
      });
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual([1, 2]);
  });

  it('drops the work of a transaction that rolls back', async () => {
    const seen: string[] = [];
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into marks values (3)`);
        afterCommit(tx, () => seen.push('rolled back'));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(seen).toEqual([]);
  });

  it('drops the work of a savepoint that rolls back, and keeps the rest of its transaction', async () => {
    const seen: string[] = [];
    await database.db.transaction(async (tx) => {
      afterCommit(tx, () => seen.push('kept'));
      await expect(
        tx.transaction(async (savepoint) => {
          afterCommit(savepoint, () => seen.push('dropped'));
          await savepoint.transaction(async (inner) => afterCommit(inner, () => seen.push('dropped too')));
          throw new Error('roll back the savepoint');
        }),
      ).rejects.toThrow('roll back the savepoint');
      await tx.transaction(async (savepoint) => afterCommit(savepoint, () => seen.push('released')));
    });
    expect(seen).toEqual(['kept', 'released']);
  });

  it('tags every transaction and savepoint with the database it was begun on', async () => {
    expect(databaseOf(database.db)).toBe(database.db);
    await database.db.transaction(async (tx) => {
      expect(databaseOf(tx)).toBe(database.db);
      await tx.transaction(async (savepoint) => expect(databaseOf(savepoint)).toBe(database.db));
    });
  });

  it('runs at once on the database itself (autocommit), and queues apart per transaction', async () => {
    const seen: string[] = [];
    afterCommit(database.db, () => seen.push('autocommit'));
    expect(seen).toEqual(['autocommit']);
    await database.db.transaction(async (tx) => afterCommit(tx, () => seen.push('first')));
    await database.db.transaction(async (tx) => afterCommit(tx, () => seen.push('second')));
    expect(seen).toEqual(['autocommit', 'first', 'second']);
  });
});

// The nats fan-out against the real NATS server (NATS_URL, default nats://127.0.0.1:4222): what one process
// publishes every process of the deployment hears, another deployment's subject hears nothing, and a NATS outage
// (a TCP proxy in front of the server, cut and restored) closes nothing: the bus reconnects, asks for a resync and
// publishes again.
import { afterEach, describe, expect, it } from 'vitest';
import { natsProxy } from '../../../../test/helpers/nats-proxy.ts';
import type { GameNotice } from '../publish-game-event.ts';
import { gameEventsSubject, natsGameBus } from './nats-fanout.ts';

const NATS = new URL(process.env.NATS_URL ?? 'nats://127.0.0.1:4222');
const log = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
const notice = (version: number): GameNotice => ({
  gameId: '00000000-0000-4000-8000-000000000001',
  version,
  from: 'process-a',
  messages: [],
  over: false,
});

async function waitUntil(check: () => boolean, what: string, timeoutMs = 5_000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the nats fan-out', () => {
  const closers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });

  function bus(url: string, subject: string) {
    const heard: GameNotice[] = [];
    let resyncs = 0;
    const created = natsGameBus({ url, subject, log });
    closers.push(() => created.close());
    return {
      bus: created,
      heard,
      resyncs: () => resyncs,
      listen: () => created.listen({ notice: (n) => heard.push(n), resync: () => (resyncs += 1) }),
    };
  }

  it('names one subject per database, without its password', () => {
    const subject = gameEventsSubject('postgres://u:secret@db.example:5432/gom');
    expect(subject).toMatch(/^gom\.game-events\.[0-9a-f]{16}$/);
    expect(gameEventsSubject('postgres://other:pw@db.example/gom')).toBe(subject);
    expect(gameEventsSubject('postgres://u:secret@db.example:5432/gom_staging')).not.toBe(subject);
  });

  it('delivers what one process publishes to every process on the subject, in its order, and not elsewhere', async () => {
    const subject = `gom.test.${process.pid}.${Date.now()}`;
    const a = bus(NATS.href, subject);
    const b = bus(NATS.href, subject);
    const elsewhere = bus(NATS.href, `${subject}.other`);
    await Promise.all([a.listen(), b.listen(), elsewhere.listen()]);
    for (let version = 1; version <= 20; version += 1) a.bus.publish!(JSON.stringify(notice(version)));
    a.bus.publish!('not a notice');
    await waitUntil(() => b.heard.length === 20, 'twenty notices on b');
    expect(b.heard.map((heard) => heard.version)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    // The publisher hears its own (the engine ignores them by `from`).
    await waitUntil(() => a.heard.length === 20, 'twenty notices on a');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(b.heard).toHaveLength(20);
    expect(elsewhere.heard).toEqual([]);
  });

  it('refuses to start with a clear error when NATS cannot be reached, never echoing a password', async () => {
    const down = natsGameBus({ url: 'nats://user:hunter2@127.0.0.1:4699', subject: 'gom.test.down', log });
    closers.push(() => down.close());
    const error = await down.listen({ notice: () => {}, resync: () => {} }).catch((caught: Error) => caught);
    expect(String((error as Error).message)).toMatch(/^FANOUT=nats: could not connect to NATS at nats:\/\/\*\*\*@127/);
    expect(String((error as Error).message)).not.toContain('hunter2');
  });

  it('rides out a NATS outage: nothing closes, it reconnects, asks for a resync and publishes again', async () => {
    const proxy = natsProxy(0);
    await proxy.open();
    closers.push(proxy.cut);
    const subject = `gom.test.outage.${process.pid}.${Date.now()}`;
    const publisher = bus(proxy.url(), subject);
    const listener = bus(NATS.href, subject);
    await Promise.all([publisher.listen(), listener.listen()]);
    publisher.bus.publish!(JSON.stringify(notice(1)));
    await waitUntil(() => listener.heard.length === 1, 'the first notice');

    await proxy.cut();
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Published while NATS is out of reach: nothing throws and nothing closes; the notice may be lost (the engine's
    // gap and heartbeat checks recover a game it would have told about).
    publisher.bus.publish!(JSON.stringify(notice(2)));
    expect(publisher.bus.connection()?.isClosed()).toBe(false);
    await proxy.open();
    await waitUntil(() => publisher.resyncs() === 1, 'a resync after reconnecting', 10_000);
    publisher.bus.publish!(JSON.stringify(notice(3)));
    await waitUntil(() => listener.heard.at(-1)?.version === 3, 'a notice after the outage', 10_000);
    expect([
      [1, 3],
      [1, 2, 3],
    ]).toContainEqual(listener.heard.map((heard) => heard.version));
    expect(listener.resyncs()).toBe(0);
  });
});

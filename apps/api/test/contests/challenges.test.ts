/* eslint-disable @typescript-eslint/no-explicit-any -- API bodies are inspected ad hoc. */
// Head-to-head challenges over real HTTP and the game socket: a stake held on creation and on acceptance, a link
// only its creator sees, both sides played by the solo engine on one clip set, the match settled once (the winner
// paid both stakes minus the rake from the pool, a draw giving both back), the refusals that change nothing, the
// expiry, two accepts at once, and the ledger's audit at zero with every pool empty after each.
import {
  CHALLENGE_CURRENCY_MESSAGE,
  CHALLENGE_EXPIRED_MESSAGE,
  CHALLENGE_OWN_MESSAGE,
  CHALLENGE_TAKEN_MESSAGE,
} from '@gom/contract/contests';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows.ts';
import { games } from '../../src/db/schema.ts';
import { settleChallenge } from '../../src/domain/contests/challenges/settle-challenge.ts';
import { sweepDueChallenges } from '../../src/domain/contests/challenges/sweep-due-challenges.ts';
import { DEFAULT_ROUND_TIMING } from '../../src/domain/game/rules/game-constants.ts';
import {
  fundedPlayer,
  loadGame,
  runDueGames,
  seedClips,
  startGameTestApp,
  type Player,
} from '../game/game-test-kit.ts';
import { auditLedger } from '../helpers/ledger-audit.ts';
import { addWallet } from '../helpers/money.ts';
import type { TestApp } from '../helpers/start-test-app.ts';
import {
  accept,
  available,
  balance,
  challengeRequest,
  clipsOfSet,
  createChallenge,
  playSide,
  poolBalance,
  readChallenge,
  refreshSession,
  stakeStatuses,
} from './challenge-kit.ts';

const HOUR_MS = 3_600_000;

describe('head-to-head challenges', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startGameTestApp();
    // Every challenge reserves its own set of 5 fresh clips, drawn at random between goals and misses, and a
    // creation needs 5 of each still fresh: 60 of each keep the file's 12 challenges from ever running short.
    await seedClips(t, { goals: 60, misses: 60 });
  });
  afterAll(() => t.close());
  afterEach(async () => {
    expect(await auditLedger(t.database.db)).toEqual([]);
    const pools = await queryRows<{ n: string }>(
      t.database.db,
      sql`select count(*)::text as n from ledger_accounts a join matches m on m.id = a.match_id
           where a.kind = 'contest_pool' and m.status in ('closed', 'expired') and a.balance <> 0`,
    );
    expect(pools[0]!.n).toBe('0');
  });

  async function pair(): Promise<[Player, Player]> {
    return [await fundedPlayer(t), await fundedPlayer(t)];
  }

  /** The newest game in a player's history, as the API lists it. */
  const latestHistoryItem = async (player: Player) =>
    (await player.client.get(`/api/users/${player.user.id}/games?page=1&pageSize=5`)).body.data.items[0];

  it('holds the stake on creation, shows the link to its creator alone, and reserves a clip set for the match', async () => {
    const [creator, friend] = await pair();
    const { challenge, token } = await createChallenge(creator);
    expect(challenge).toMatchObject({
      status: 'open',
      stake: { value: 5, currency: 'USD' },
      prize: { value: 9, currency: 'USD' },
      rakePercent: 10,
      numberOfQuestions: 5,
      winnerId: null,
    });
    expect(challenge.link).toBe(`http://gom.test/challenge/${token}`);
    expect(token.length).toBeGreaterThanOrEqual(40);
    expect(await available(creator)).toBe(45);
    expect(await stakeStatuses(t, challenge.id)).toEqual(['pending']);

    // The token is stored hashed: nothing in the table spells it.
    const [stored] = await queryRows<{ link_token_hash: string }>(
      t.database.db,
      sql`select link_token_hash from matches where id = ${challenge.id}`,
    );
    expect(stored!.link_token_hash).not.toContain(token);

    // The clip set is the match's alone: reserved as often as it may be shown, so no solo game can draw it.
    const reserved = await clipsOfSet(t, challenge.id);
    expect(reserved).toHaveLength(5);
    for (const clip of reserved) expect(clip.reservedCount).toBe(clip.maxExposures);

    // Whoever holds the link previews it signed in, without the link itself.
    const preview = await friend.client.get(`/api/challenges/${token}`);
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({ id: challenge.id, status: 'open', link: null });
    expect(preview.body.data.createdBy.userId).toBe(creator.user.id);
    expect((await t.client().get(`/api/challenges/${token}`)).status).toBe(401);
    expect((await friend.client.get(`/api/challenges/${'x'.repeat(43)}`)).status).toBe(404);
    // Not the friend's yet: their own view of it by id is refused.
    expect((await friend.client.get(`/api/users/${friend.user.id}/challenges/${challenge.id}`)).status).toBe(404);
  });

  it('refuses a bad request clearly and holds nothing', async () => {
    const [creator] = await pair();
    const post = (body: unknown) => creator.client.post(`/api/users/${creator.user.id}/challenges`, body);
    const tooBig = await post(challengeRequest(creator, { stake: 11 }));
    expect(tooBig.status).toBe(400);
    const poor = await fundedPlayer(t, 3);
    const noFunds = await poor.client.post(`/api/users/${poor.user.id}/challenges`, challengeRequest(poor));
    expect(noFunds.status, JSON.stringify(noFunds.body)).toBe(422);
    expect(await available(poor)).toBe(3);
    const unknownWallet = await post(challengeRequest(creator, { walletId: '00000000-0000-4000-8000-000000000000' }));
    expect(unknownWallet.status).toBe(404);
    expect(await available(creator)).toBe(50);
    const listed = await creator.client.get(`/api/users/${creator.user.id}/challenges`);
    expect(listed.body.data.challenges).toEqual([]);
  });

  it('accepting holds the same stake from the friend and makes them friends; the refusals change nothing', async () => {
    const [creator, friend] = await pair();
    const { challenge, token } = await createChallenge(creator);

    const own = await accept(creator, token);
    expect(own.status).toBe(422);
    expect(own.body.error.message).toBe(CHALLENGE_OWN_MESSAGE);

    const eur = await addWallet(friend.client, friend.user.id, 'EUR');
    const wrongCurrency = await accept(friend, token, eur.id);
    expect(wrongCurrency.status).toBe(422);
    expect(wrongCurrency.body.error.message).toBe(CHALLENGE_CURRENCY_MESSAGE);
    expect(await available(friend)).toBe(50);

    const accepted = await accept(friend, token);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data).toMatchObject({ id: challenge.id, status: 'accepted', link: null });
    expect(accepted.body.data.entries.map((entry: any) => entry.userId)).toEqual([creator.user.id, friend.user.id]);
    expect(accepted.body.data.endsAt).not.toBeNull();
    expect(await available(friend)).toBe(45);
    expect((await accept(friend, token)).status).toBe(200);
    expect(await available(friend)).toBe(45);

    const friends = await friend.client.get(`/api/users/${friend.user.id}/friends`);
    expect(friends.body.data.friends.map((entry: any) => entry.userId)).toEqual([creator.user.id]);

    const late = await fundedPlayer(t);
    const taken = await accept(late, token);
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe(CHALLENGE_TAKEN_MESSAGE);
    expect(await available(late)).toBe(50);

    // The creator no longer sees the link once it is taken.
    expect((await readChallenge(creator, challenge.id)).link).toBeNull();
  });

  it('both play the same set; the better one takes both stakes minus the rake, settled once', async () => {
    const [creator, friend] = await pair();
    const { challenge, token } = await createChallenge(creator);
    expect((await accept(friend, token)).status).toBe(200);

    // Starting before the friend has accepted would have been refused; now the creator plays: all three right.
    const mine = await playSide(t, creator, challenge.id, [true, true, true, true, true]);
    expect(mine.ended.payload).toMatchObject({ score: 5, won: false, payout: { value: 0, currency: 'USD' } });

    // The friend cannot see the bar to beat; the creator sees their own result.
    const beforeFriend = await readChallenge(friend, challenge.id);
    expect(beforeFriend.status).toBe('accepted');
    expect(beforeFriend.entries[0]).toMatchObject({ played: true, correct: null, answers: null });
    expect((await readChallenge(creator, challenge.id)).entries[0]).toMatchObject({ played: true, correct: 5 });
    expect(await balance(creator)).toBe(50);
    // Undecided, the side is pending in the creator's history: nothing paid, nothing lost yet.
    expect(await latestHistoryItem(creator)).toMatchObject({
      id: mine.gameId,
      result: 'Pending',
      payout: { value: 0, currency: 'USD' },
      net: { value: 0, currency: 'USD' },
    });

    const theirs = await playSide(t, friend, challenge.id, [true, false, false, true, false]);
    const [creatorGame, friendGame] = await Promise.all(
      [mine.gameId, theirs.gameId].map(
        async (id) => (await t.database.db.select().from(games).where(eq(games.id, id)))[0]!,
      ),
    );
    // Both entries are games of mode 'challenge' on one clip set, at odds 1.00.
    expect(creatorGame).toMatchObject({
      mode: 'challenge',
      matchId: challenge.id,
      oddsHundredths: 100,
      status: 'ended',
    });
    expect(friendGame).toMatchObject({
      mode: 'challenge',
      matchId: challenge.id,
      oddsHundredths: 100,
      status: 'ended',
    });

    const closed = await readChallenge(friend, challenge.id);
    expect(closed).toMatchObject({ status: 'closed', winnerId: creator.user.id });
    expect(closed.entries[0]).toMatchObject({ played: true, correct: 5 });
    expect(closed.entries[1]).toMatchObject({ played: true, correct: 2 });
    expect(closed.entries[0].answers).toHaveLength(5);
    expect(closed.entries[1].answers.map((answer: any) => answer.isCorrect)).toEqual([true, false, false, true, false]);

    // Pool of 10: the rake 1 to the house, 9 to the winner.
    expect(await balance(creator)).toBe(54);
    expect(await balance(friend)).toBe(45);
    expect(await available(friend)).toBe(45);
    expect(await poolBalance(t, challenge.id)).toBe(0n);
    expect(await stakeStatuses(t, challenge.id)).toEqual(['completed', 'completed']);
    const prize = await queryRows<{ user_id: string; amount: string; status: string }>(
      t.database.db,
      sql`select user_id, amount::text as amount, status from money_transactions where type = 'prize'
           and idempotency_key = ${`challenge:${challenge.id}:prize`}`,
    );
    expect(prize).toEqual([{ user_id: creator.user.id, amount: '900', status: 'completed' }]);

    // Each player's history lists their side as the challenge paid it.
    expect(await latestHistoryItem(creator)).toMatchObject({
      id: mine.gameId,
      result: 'Win',
      payout: { value: 9, currency: 'USD' },
    });
    expect(await latestHistoryItem(friend)).toMatchObject({
      id: theirs.gameId,
      result: 'Loss',
      payout: { value: 0, currency: 'USD' },
    });

    // Settling again (the sweep, a repeat) pays nothing more.
    await sweepDueChallenges({ db: t.database.db, clock: t.clock });
    expect(await balance(creator)).toBe(54);

    // The clips both saw are spent once: shown_count = reserved_count, within the CHECK.
    for (const clip of await clipsOfSet(t, challenge.id)) expect(clip.shownCount).toBe(clip.reservedCount);

    // The entries count in no solo figures: no rollup for a challenge.
    const totals = await queryRows<{ games: number }>(
      t.database.db,
      sql`select games from player_totals where user_id = ${creator.user.id}`,
    );
    expect(totals).toEqual([]);
  });

  it('a draw gives both stakes back', async () => {
    const [creator, friend] = await pair();
    const { challenge, token } = await createChallenge(creator);
    expect((await accept(friend, token)).status).toBe(200);
    await playSide(t, creator, challenge.id, [true, false, true, true, false]);
    await playSide(t, friend, challenge.id, [true, false, true, true, false]);
    const closed = await readChallenge(creator, challenge.id);
    expect(closed).toMatchObject({ status: 'closed', winnerId: null });
    expect(await balance(creator)).toBe(50);
    expect(await balance(friend)).toBe(50);
    expect(await available(friend)).toBe(50);
    expect(await stakeStatuses(t, challenge.id)).toEqual(['cancelled', 'cancelled']);
    // Each history says a draw that gave the stake back: no loss.
    for (const player of [creator, friend]) {
      expect(await latestHistoryItem(player)).toMatchObject({
        result: 'Draw',
        stake: { value: 5, currency: 'USD' },
        payout: { value: 5, currency: 'USD' },
        net: { value: 0, currency: 'USD' },
      });
    }
  });

  it('a call made before its clip was ready is timed from its sending: it wins no tie', async () => {
    const [creator, friend] = await pair();
    const { challenge, token } = await createChallenge(creator);
    expect((await accept(friend, token)).status).toBe(200);
    const calls = [true, false, true, true, false];
    await playSide(t, creator, challenge.id, calls);
    // The friend's first call comes 2 s after its question with no clipReady, before the clock's 3 s cap: timed from
    // the clock, it would be −1 s and win on time; timed from the sending it is the creator's 2 s, a draw.
    await playSide(t, friend, challenge.id, calls, [0]);
    const closed = await readChallenge(creator, challenge.id);
    expect(closed).toMatchObject({ status: 'closed', winnerId: null });
    expect(await balance(creator)).toBe(50);
    expect(await balance(friend)).toBe(50);
  });

  it('flags both players when the two sides are played from one device', async () => {
    const [creator, friend] = await pair();
    const { challenge, token } = await createChallenge(creator);
    expect((await accept(friend, token)).status).toBe(200);
    // The friend signed in on the creator's browser: both sessions carry its device id (login gives it; the
    // tournaments' integrity test goes through the sign-in itself).
    await t.database.db.execute(
      sql`update sessions set device_id = 'one-browser-device-id0' where user_id in (${creator.user.id}, ${friend.user.id})`,
    );
    await playSide(t, creator, challenge.id, [true, true, false, true, true]);
    await playSide(t, friend, challenge.id, [true, false, false, true, true]);
    const flagged = await queryRows<{ user_id: string }>(
      t.database.db,
      sql`select user_id from risk_flags where kind = 'shared_contest_device' and figures->>'matchId' = ${challenge.id}::text`,
    );
    expect(flagged.map((flag) => flag.user_id).sort()).toEqual([creator.user.id, friend.user.id].sort());
  });

  it('cannot be started before it is accepted, nor by anyone else', async () => {
    const [creator, other] = await pair();
    const { challenge } = await createChallenge(creator);
    const early = await creator.client.post(`/api/users/${creator.user.id}/challenges/${challenge.id}/entry`, {});
    expect(early.status).toBe(422);
    const stranger = await other.client.post(`/api/users/${other.user.id}/challenges/${challenge.id}/entry`, {});
    expect(stranger.status).toBe(404);
  });

  it('expires unaccepted: the creator’s stake released, the link refused', async () => {
    const [creator, friend] = await pair();
    const { challenge, token } = await createChallenge(creator);
    t.clock.advance(24 * HOUR_MS + 1_000);
    await refreshSession(creator, friend);
    const lateAccept = await accept(friend, token);
    expect(lateAccept.status).toBe(422);
    expect(lateAccept.body.error.message).toBe(CHALLENGE_EXPIRED_MESSAGE);
    expect(await sweepDueChallenges({ db: t.database.db, clock: t.clock })).toBeGreaterThanOrEqual(1);
    expect((await readChallenge(creator, challenge.id)).status).toBe('expired');
    expect(await available(creator)).toBe(50);
    expect(await balance(creator)).toBe(50);
    expect(await stakeStatuses(t, challenge.id)).toEqual(['cancelled']);
    expect(await available(friend)).toBe(50);
  });

  it('an entry not played by the end loses: the one who played takes the pool, settled once by racing sweeps', async () => {
    const [creator, friend] = await pair();
    const { challenge, token } = await createChallenge(creator);
    expect((await accept(friend, token)).status).toBe(200);
    await playSide(t, friend, challenge.id, [false, false, false, false, false]);
    expect((await readChallenge(friend, challenge.id)).status).toBe('accepted');
    t.clock.advance(24 * HOUR_MS + 1_000);
    await refreshSession(creator, friend);
    const tooLate = await creator.client.post(`/api/users/${creator.user.id}/challenges/${challenge.id}/entry`, {});
    expect(tooLate.status).toBe(422);
    // Sweeps on several processes and a settlement at once: one settles, the others find it closed.
    const context = { db: t.database.db, clock: t.clock };
    const settled = await Promise.all([
      sweepDueChallenges(context),
      sweepDueChallenges(context),
      settleChallenge({ ...context, matchId: challenge.id }),
    ]);
    expect(settled.filter((result) => result === 1 || (result !== 0 && result !== null))).toHaveLength(1);
    expect(await readChallenge(creator, challenge.id)).toMatchObject({ status: 'closed', winnerId: friend.user.id });
    expect(await balance(friend)).toBe(54);
    expect(await balance(creator)).toBe(45);
  });

  it('a side voided before it started counts as not played: the other side wins as soon as it is played', async () => {
    const [creator, friend] = await pair();
    const { challenge, token } = await createChallenge(creator);
    expect((await accept(friend, token)).status).toBe(200);
    const started = await friend.client.post(`/api/users/${friend.user.id}/challenges/${challenge.id}/entry`, {});
    expect(started.status).toBe(201);
    // Starting again answers the same side.
    const again = await friend.client.post(`/api/users/${friend.user.id}/challenges/${challenge.id}/entry`, {});
    expect(again.body.data.gameId).toBe(started.body.data.gameId);
    t.clock.advance(DEFAULT_ROUND_TIMING.startWithinMs + 1_000);
    await runDueGames(t);
    expect((await loadGame(t, started.body.data.gameId)).status).toBe('voided');
    expect((await readChallenge(friend, challenge.id)).status).toBe('accepted');
    await playSide(t, creator, challenge.id, [false, false, false, false, false]);
    expect(await readChallenge(friend, challenge.id)).toMatchObject({ status: 'closed', winnerId: creator.user.id });
    expect(await balance(creator)).toBe(54);
    expect(await balance(friend)).toBe(45);
  });

  it('two accepts at once: one takes it, the other is told it is taken, one stake held', async () => {
    const creator = await fundedPlayer(t);
    const { challenge, token } = await createChallenge(creator);
    const rivals = await Promise.all([fundedPlayer(t), fundedPlayer(t)]);
    const answers = await Promise.all(rivals.map((rival) => accept(rival, token)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const held = await Promise.all(rivals.map(available));
    expect(held.sort()).toEqual([45, 50]);
    expect(await stakeStatuses(t, challenge.id)).toEqual(['pending', 'pending']);
  });

  it('lists the player’s challenges, newest first', async () => {
    const [creator, friend] = await pair();
    const first = await createChallenge(creator);
    t.clock.advance(1_000);
    const second = await createChallenge(creator);
    expect((await accept(friend, first.token)).status).toBe(200);
    const mine = await creator.client.get(`/api/users/${creator.user.id}/challenges`);
    expect(mine.body.data.challenges.map((entry: any) => entry.id)).toEqual([second.challenge.id, first.challenge.id]);
    const theirs = await friend.client.get(`/api/users/${friend.user.id}/challenges`);
    expect(theirs.body.data.challenges.map((entry: any) => entry.id)).toEqual([first.challenge.id]);
  });
});

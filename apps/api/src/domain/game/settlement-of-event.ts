import type { CurrencyCode } from '@gom/contract/money';
import type { AppDatabase } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { gameSettlement, type GameSettlement } from '../wallets/settle-game-stake.ts';
import { computePayout } from './rules/odds.ts';
import type { RoundEffect } from './rules/round-state.ts';
import type { runGameEvent, GameRow } from './run-game-event.ts';

type SettleEffect = Extract<RoundEffect, { type: 'settle' }>;

/**
 * The settlement an event ends its game with, when its effects settle it (the rules' 'settle'): what the game's
 * write runs in its own statement (write-game-event.ts). The player figures' rollups move with it: a settled
 * game is counted once, a voided one never.
 */
export async function settlementOfEvent(options: {
  db: AppDatabase;
  clock: Clock;
  game: GameRow;
  run: ReturnType<typeof runGameEvent>;
}): Promise<GameSettlement | undefined> {
  const { db, clock, game, run } = options;
  const effect = run.effects.find((candidate): candidate is SettleEffect => candidate.type === 'settle');
  if (!effect) return undefined;
  const { after: state } = run;
  const payout = effect.won ? computePayout({ stakeMinor: game.stake, oddsHundredths: game.oddsHundredths }) : 0n;
  return gameSettlement({
    db,
    clock,
    currency: game.currency as CurrencyCode,
    gameId: game.id,
    userId: game.userId,
    payout,
    won: effect.won,
    answered: state.questions.filter((question) => question.answer !== null).length,
    correct: effect.score,
    endedAt: new Date(state.endedAt ?? clock.now().getTime()),
  });
}

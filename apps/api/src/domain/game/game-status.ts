import type { GameStatus } from '../../db/schema.ts';
import type { RoundPhase } from './rules/round-state.ts';

/** The game row's status for a round phase: a game is 'active' from its start until it ends. */
export function statusOfPhase(phase: RoundPhase): GameStatus {
  switch (phase) {
    case 'created':
      return 'created';
    case 'questionOpen':
    case 'pause':
      return 'active';
    case 'ended':
      return 'ended';
    case 'voided':
      return 'voided';
  }
}

/** Statuses in which the game still changes (and the scheduler still wakes it). */
export const LIVE_GAME_STATUSES: readonly GameStatus[] = ['created', 'active'];

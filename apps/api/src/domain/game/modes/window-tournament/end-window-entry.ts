import type { AppliedGameEvent } from '../../game-event-types.ts';
import { gameResultOf } from '../../read-game-result.ts';

// The playing window's side of the pipeline's persist stage (decision 0171): its entry is played by the solo engine,
// but its fee is in the tournament's pool since the start. Its end settles nothing and releases nothing: what it wins
// is the close's, by rank, once every entry has been played.

/** After the write that ended or voided a playing window's entry: its `gameEnded` states no winnings. */
export function endWindowEntry(applied: AppliedGameEvent): void {
  if (applied.row?.status === 'ended') applied.result = gameResultOf(applied.row, undefined);
}

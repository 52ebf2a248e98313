import type { AppDatabase } from '../../../../db/client.ts';
import type { AppliedGameEvent } from '../../game-event-types.ts';
import { readGameResult } from '../../read-game-result.ts';

// The playing window's side of the pipeline's persist stage (decision 0171): its entry is played by the solo engine,
// but its fee is in the tournament's pool since the start. Its end settles nothing and releases nothing: what it wins
// is the close's, by rank, once every entry has been played. Until that close its result is withheld (decision 0173):
// the `gameEnded` it would send is an `entryEnded` naming the close, with no score.

/** After the write that ended or voided a playing window's entry, in its transaction: the result its end tells. */
export async function endWindowEntry({ db, applied }: { db: AppDatabase; applied: AppliedGameEvent }): Promise<void> {
  if (applied.row?.status !== 'ended') return;
  const result = await readGameResult({ db, gameId: applied.gameId });
  if (!result) throw new Error(`Window entry ${applied.gameId} ended with no result`);
  applied.result = result;
}

import type { AppDatabase } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { recordAudit } from '../../admin/record-audit.ts';
import { DomainError } from '../../domain-error.ts';
import { cancelEntries } from './cancel-entries.ts';
import { TOURNAMENT_NOT_CANCELLABLE_MESSAGE, TOURNAMENT_NOT_FOUND_MESSAGE } from './tournament-constants.ts';
import { readTournament } from './tournament-record.ts';

/**
 * An operator cancels a scheduled tournament: every entry's fee released, the match 'cancelled' with the operator's
 * reason, and the audit entry, in one transaction under its row lock. A tournament that has started is refused (409):
 * its fees are in its pool and its round is being played.
 */
export async function cancelTournament(options: {
  db: AppDatabase;
  clock: Clock;
  actorId: string;
  matchId: string;
  reason: string;
}): Promise<{ released: number }> {
  const { clock, matchId } = options;
  return options.db.transaction(async (tx) => {
    const tournament = await readTournament({ db: tx, matchId, lock: true });
    if (!tournament) throw new DomainError('NOT_FOUND', TOURNAMENT_NOT_FOUND_MESSAGE);
    if (tournament.status !== 'scheduled') throw new DomainError('CONFLICT', TOURNAMENT_NOT_CANCELLABLE_MESSAGE);
    const result = await cancelEntries({ db: tx, clock, matchId, reason: options.reason });
    await recordAudit(tx, {
      actorId: options.actorId,
      action: 'tournament.cancel',
      entityType: 'tournament',
      entityId: matchId,
      before: { status: tournament.status },
      after: { status: 'cancelled', reason: options.reason, released: result.released },
      now: clock.now(),
    });
    return result;
  });
}

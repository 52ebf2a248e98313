import type { AppDatabase } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { recordAudit } from '../../admin/record-audit.ts';
import { DomainError } from '../../domain-error.ts';
import { cancelEntries } from './cancel-entries.ts';
import { refundPool } from './refund-pool.ts';
import { TOURNAMENT_NOT_CANCELLABLE_MESSAGE, TOURNAMENT_NOT_FOUND_MESSAGE } from './tournament-constants.ts';
import { readTournament } from './tournament-record.ts';

/**
 * An operator cancels a tournament, in one transaction under its row lock, with the audit entry: a scheduled one's fees
 * are released; a live one's pool is given back, each entrant their fee (a round gone wrong: its clips, its stream).
 * A closed or cancelled one is refused (409).
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
    const { reason } = options;
    let released: number;
    if (tournament.status === 'scheduled') {
      released = (await cancelEntries({ db: tx, clock, matchId, reason })).released;
    } else if (tournament.status === 'live') {
      released = (await refundPool({ db: tx, clock, tournament, reason })).refunded;
    } else {
      throw new DomainError('CONFLICT', TOURNAMENT_NOT_CANCELLABLE_MESSAGE);
    }
    await recordAudit(tx, {
      actorId: options.actorId,
      action: 'tournament.cancel',
      entityType: 'tournament',
      entityId: matchId,
      before: { status: tournament.status },
      after: { status: 'cancelled', reason, released },
      now: clock.now(),
    });
    return { released };
  });
}

import { randomUUID } from 'node:crypto';
import {
  CONTEST_RAKE_PERCENT_DEFAULT,
  TOURNAMENT_QUESTION_INTERVAL_MS,
  type createTournamentRequestSchema,
} from '@gom/contract/contests';
import type { z } from 'zod';
import type { AppDatabase } from '../../../db/client.ts';
import { matches } from '../../../db/schema.ts';
import type { Clock } from '../../../lib/clock.ts';
import { recordAudit } from '../../admin/record-audit.ts';
import { DomainError } from '../../domain-error.ts';
import { cryptoRandom } from '../../game/create-game.ts';
import {
  drawTournamentCompetition,
  simulateTournamentClips,
} from '../../game/modes/tournament/plan-tournament-clip-set.ts';
import { tournamentMode } from '../../game/modes/tournament/tournament-mode.ts';
import type { RandomSource } from '../../game/rules/draw-clips.ts';
import { toMinorUnits } from '../../ledger/minor-units.ts';
import {
  TOURNAMENT_ENTRANTS_ORDER_MESSAGE,
  TOURNAMENT_START_PAST_MESSAGE,
  WINDOW_CLOSE_MISSING_MESSAGE,
  WINDOW_MIN_MS,
  WINDOW_TOO_SHORT_MESSAGE,
} from './tournament-constants.ts';
import { tournamentEndsAt, type TournamentPace } from './tournament-schedule.ts';

export type CreateTournamentInput = z.output<typeof createTournamentRequestSchema>;

export interface CreateTournamentOptions {
  db: AppDatabase;
  clock: Clock;
  /** The operator making it (the audit log's actor). */
  actorId: string;
  request: CreateTournamentInput;
  /** CLIP_SECRET: the clip set is keyed like every generated clip. */
  secret: string;
  random?: RandomSource;
  xgSamples?: number;
}

/**
 * An operator schedules a tournament (decision 0150): the match (status 'scheduled', its pace, money rules and
 * end), its clip set simulated for it and queued first for rendering, and the audit entry, in one transaction. The
 * clips are simulated before it opens: a transaction never waits on the CPU.
 */
export async function createTournament(options: CreateTournamentOptions): Promise<{ tournamentId: string }> {
  const { db, clock, request } = options;
  const now = clock.now();
  const startsAt = new Date(request.startsAt);
  if (startsAt.getTime() <= now.getTime()) {
    throw new DomainError('INVALID_INPUT', TOURNAMENT_START_PAST_MESSAGE, { startsAt: TOURNAMENT_START_PAST_MESSAGE });
  }
  if (request.minEntrants > request.maxEntrants) {
    throw new DomainError('INVALID_INPUT', TOURNAMENT_ENTRANTS_ORDER_MESSAGE, {
      minEntrants: TOURNAMENT_ENTRANTS_ORDER_MESSAGE,
    });
  }
  const format = request.format ?? 'live';
  const windowClosesAt = format === 'window' ? windowCloseOf(request, startsAt) : undefined;
  const entryFee = toMinorUnits(request.entryFee, request.currency, 'entryFee');
  const random = options.random ?? cryptoRandom;
  const competition = drawTournamentCompetition(random);
  const simulated = await simulateTournamentClips({
    secret: options.secret,
    competition,
    difficulty: request.difficulty,
    numberOfQuestions: request.numberOfQuestions,
    random,
    xgSamples: options.xgSamples,
  });
  const pace = {
    startsAt,
    questionIntervalMs: request.questionIntervalMs ?? TOURNAMENT_QUESTION_INTERVAL_MS,
    numberOfQuestions: request.numberOfQuestions,
  };
  const tournamentId = randomUUID();
  await db.transaction(async (tx) => {
    const values = {
      id: tournamentId,
      mode: 'tournament' as const,
      status: 'scheduled' as const,
      name: request.name,
      createdBy: options.actorId,
      currency: request.currency,
      entryFee,
      numberOfQuestions: request.numberOfQuestions,
      difficulty: request.difficulty,
      league: competition.name,
      premiumOnly: request.premiumOnly ?? false,
      minEntrants: request.minEntrants,
      maxEntrants: request.maxEntrants,
      rakeBasisPoints: (request.rakePercent ?? CONTEST_RAKE_PERCENT_DEFAULT) * 100,
      paidPercent: request.paidPercent,
      tournamentFormat: format,
      startsAt,
      questionIntervalMs: pace.questionIntervalMs,
      endsAt: windowClosesAt ?? tournamentEndsAt(pace),
      createdAt: now,
      updatedAt: now,
    };
    await tx.insert(matches).values(values);
    await tournamentMode.planClipSet({ db: tx, clock, matchId: tournamentId, simulated });
    await recordAudit(tx, {
      actorId: options.actorId,
      action: 'tournament.create',
      entityType: 'tournament',
      entityId: tournamentId,
      before: null,
      after: { ...request, format, league: competition.name, questionIntervalMs: pace.questionIntervalMs },
      now,
    });
  });
  return { tournamentId };
}

/**
 * A playing window's close (decision 0170): given, and at least WINDOW_MIN_MS after its opening, so that an entrant who
 * opens it at once has time to play the whole set.
 */
function windowCloseOf(request: CreateTournamentInput, opensAt: TournamentPace['startsAt']): Date {
  if (request.windowClosesAt === undefined) {
    throw new DomainError('INVALID_INPUT', WINDOW_CLOSE_MISSING_MESSAGE, {
      windowClosesAt: WINDOW_CLOSE_MISSING_MESSAGE,
    });
  }
  const closesAt = new Date(request.windowClosesAt);
  if (closesAt.getTime() - opensAt.getTime() < WINDOW_MIN_MS) {
    throw new DomainError('INVALID_INPUT', WINDOW_TOO_SHORT_MESSAGE, { windowClosesAt: WINDOW_TOO_SHORT_MESSAGE });
  }
  return closesAt;
}

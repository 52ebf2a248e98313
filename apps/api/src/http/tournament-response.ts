import type { AdminTournament, Standing, Standings, TournamentSummary } from '@gom/contract/contests';
import type { AdminTournamentRecord } from '../domain/contests/tournaments/audit-tournaments.ts';
import type { StandingRecord, StandingsRecord } from '../domain/contests/tournaments/read-standings.ts';
import type { TournamentSummaryRecord } from '../domain/contests/tournaments/tournament-summary.ts';
import { toMoneyView } from './money-response.ts';

export function toTournamentSummaryResponse(summary: TournamentSummaryRecord): TournamentSummary {
  const { tournament } = summary;
  return {
    id: tournament.id,
    name: tournament.name,
    status: tournament.status,
    format: tournament.format,
    startsAt: tournament.startsAt.toISOString(),
    endsAt: tournament.endsAt.toISOString(),
    entryFee: toMoneyView(tournament.entryFee, tournament.currency),
    numberOfQuestions: tournament.numberOfQuestions,
    difficulty: tournament.difficulty,
    entrants: summary.entrants,
    minEntrants: tournament.minEntrants,
    maxEntrants: tournament.maxEntrants,
    prizePool: toMoneyView(summary.prizePool, tournament.currency),
    rakePercent: tournament.rakeBasisPoints / 100,
    prizeSplit: summary.prizeSplit,
    places: summary.places,
    premiumOnly: tournament.premiumOnly,
    entryId: summary.entryId,
    entryPlay: summary.entryPlay,
  };
}

export function toStandingResponse(row: StandingRecord, currency: string): Standing {
  return {
    userId: row.userId,
    username: row.username,
    displayName: row.displayName,
    avatarColor: row.avatarColor,
    rank: row.rank,
    correct: row.correct,
    answered: row.answered,
    totalAnswerMs: row.answerTimeMs,
    prize: row.prize === null ? null : toMoneyView(row.prize, currency),
  };
}

export function toStandingsResponse(standings: StandingsRecord): Standings {
  const { currency } = standings.tournament;
  return {
    tournamentId: standings.tournament.id,
    status: standings.tournament.status,
    questionsClosed: standings.questionsClosed,
    rows: standings.rows.map((row) => toStandingResponse(row, currency)),
    you: standings.you ? toStandingResponse(standings.you, currency) : null,
    entrants: standings.entrants,
    played: standings.played,
  };
}

export function toAdminTournamentResponse(record: AdminTournamentRecord): AdminTournament {
  const { tournament, audit } = record;
  const money = (minor: bigint) => toMoneyView(minor, tournament.currency);
  return {
    ...toTournamentSummaryResponse(record),
    clipsRendered: record.clipsRendered,
    clipsTotal: record.clipsTotal,
    createdBy: tournament.createdBy,
    cancelReason: tournament.cancelReason,
    audit: {
      feesIn: money(audit.feesIn),
      prizes: money(audit.prizes),
      rake: money(audit.rake),
      refunds: money(audit.refunds),
      poolBalance: money(audit.poolBalance),
      flaggedEntrants: audit.flaggedEntrants,
    },
  };
}

import type { GameHistoryItem, GameRecap, LeaderboardRow, PlayerStats } from '@gom/contract/stats';
import type { MediaGate } from '../media/media-token.ts';
import { ACHIEVEMENTS } from '../domain/stats/achievements.ts';
import type { PlayerFigures } from '../domain/stats/get-player-stats.ts';
import type { LeaderboardEntry } from '../domain/stats/get-leaderboard.ts';
import type { GameHistoryEntry } from '../domain/stats/list-game-history.ts';
import type { GameRecapEntry } from '../domain/stats/read-game-recap.ts';
import { accuracyPercent } from '../domain/stats/player-figures.ts';
import { toMoneyView } from './money-response.ts';

const ODDS_SCALE = 100;

const HISTORY_RESULTS = { won: 'Win', lost: 'Loss', draw: 'Draw', pending: 'Pending' } as const satisfies Record<
  GameHistoryEntry['result'],
  GameHistoryItem['result']
>;

export function toPlayerStatsResponse(figures: PlayerFigures): PlayerStats {
  return {
    gamesPlayed: figures.gamesPlayed,
    gamesWon: figures.gamesWon,
    questionsAnswered: figures.questionsAnswered,
    correctPredictions: figures.correctPredictions,
    accuracy: accuracyPercent(figures.correctPredictions, figures.questionsAnswered),
    totalWinnings: figures.winnings.map(({ currency, net }) => toMoneyView(net, currency)),
    currentStreak: figures.currentStreak,
    bestStreak: figures.bestStreak,
    globalRank: figures.globalRank,
    level: figures.level,
    nextLevelIn: figures.nextLevelIn,
    achievements: figures.achievements.map(({ id, earnedAt }) => ({
      id,
      ...ACHIEVEMENTS[id],
      earnedAt: earnedAt?.toISOString() ?? null,
    })),
  };
}

export function toGameHistoryItemResponse(entry: GameHistoryEntry): GameHistoryItem {
  return {
    id: entry.id,
    endedAt: entry.endedAt.toISOString(),
    league: entry.league,
    questions: entry.questions,
    score: entry.score,
    result: HISTORY_RESULTS[entry.result],
    lastCall: entry.lastCall === null ? null : entry.lastCall === 'goal' ? 'Goal' : 'Miss',
    stake: toMoneyView(entry.stake, entry.currency),
    payout: toMoneyView(entry.payout, entry.currency),
    net: toMoneyView(entry.result === 'pending' ? 0n : entry.payout - entry.stake, entry.currency),
    odds: entry.oddsHundredths / ODDS_SCALE,
  };
}

export function toLeaderboardRowResponse(entry: LeaderboardEntry): LeaderboardRow {
  return {
    rank: entry.rank,
    userId: entry.userId,
    username: entry.username,
    displayName: entry.displayName,
    avatarColor: entry.avatarColor,
    games: entry.games,
    correctPredictions: entry.correct,
    accuracy: entry.accuracy,
    wonGames: entry.gamesWon,
  };
}

/** Signs a stored asset as `/api/media/<token>` (the media plugin's `issuePath`). */
type IssueMediaPath = (options: { key: string; gate?: MediaGate }) => string;

/** A settled game's recap, its media as fresh signed links: the post video gated on its question, as in play. */
export function toGameRecapResponse(entry: GameRecapEntry, issuePath: IssueMediaPath): GameRecap {
  const { result } = entry;
  const money = (minor: bigint) => toMoneyView(minor, result.currency);
  return {
    id: entry.id,
    endedAt: entry.endedAt.toISOString(),
    league: entry.league,
    difficulty: result.difficulty,
    odds: entry.oddsHundredths / ODDS_SCALE,
    totalQuestions: result.totalQuestions,
    score: result.score,
    answered: result.answered,
    reason: result.reason,
    won: result.won,
    stake: money(result.stake),
    payout: money(result.payout),
    net: money(result.payout - result.stake),
    winningsTransaction: entry.winningsTransaction,
    questions: entry.questions.map((question) => ({
      questionIndex: question.questionIndex,
      sent: question.sent,
      answer: question.answer,
      outcome: question.outcome,
      isCorrect: question.isCorrect,
      postVideoLink:
        question.postVideoKey === null
          ? null
          : issuePath({
              key: question.postVideoKey,
              gate: { gameId: entry.id, questionIndex: question.questionIndex, kind: 'post' },
            }),
      posterLink: question.posterKey === null ? null : issuePath({ key: question.posterKey }),
    })),
  };
}

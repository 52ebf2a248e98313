import type { GameHistoryItem, LeaderboardRow, PlayerStats } from '@gom/contract/stats';
import { ACHIEVEMENTS } from '../domain/stats/achievements.ts';
import type { PlayerFigures } from '../domain/stats/get-player-stats.ts';
import type { LeaderboardEntry } from '../domain/stats/get-leaderboard.ts';
import type { GameHistoryEntry } from '../domain/stats/list-game-history.ts';
import { accuracyPercent } from '../domain/stats/player-figures.ts';
import { toMoneyView } from './money-response.ts';

const ODDS_SCALE = 100;

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
    result: entry.won ? 'Win' : 'Loss',
    lastCall: entry.lastCall === null ? null : entry.lastCall === 'goal' ? 'Goal' : 'Miss',
    stake: toMoneyView(entry.stake, entry.currency),
    payout: toMoneyView(entry.payout, entry.currency),
    net: toMoneyView(entry.payout - entry.stake, entry.currency),
    odds: entry.oddsHundredths / ODDS_SCALE,
  };
}

export function toLeaderboardRowResponse(entry: LeaderboardEntry): LeaderboardRow {
  return {
    rank: entry.rank,
    userId: entry.userId,
    username: entry.username,
    games: entry.games,
    correctPredictions: entry.correct,
    accuracy: entry.accuracy,
    wonGames: entry.gamesWon,
  };
}

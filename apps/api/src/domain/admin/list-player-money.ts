import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { minorMoney, type MinorMoney } from './admin-money.ts';

export const PLAYER_LIST_LIMIT = 100;

export interface PlayerWallet {
  id: string;
  currency: string;
  isDefault: boolean;
  closed: boolean;
  balance: MinorMoney;
  held: MinorMoney;
}

export async function listPlayerWallets({ db, userId }: { db: AppDatabase; userId: string }): Promise<PlayerWallet[]> {
  const rows = await queryRows<{
    id: string;
    currency: string;
    is_default: boolean;
    closed: boolean;
    balance: string;
    held: string;
  }>(
    db,
    sql`select w.id, w.currency, w.is_default, w.closed_at is not null as closed,
               a.balance::text as balance, a.held::text as held
          from wallets w join ledger_accounts a on a.id = w.id
         where w.user_id = ${userId} order by w.created_at`,
  );
  return rows.map((row) => ({
    id: row.id,
    currency: row.currency,
    isDefault: row.is_default,
    closed: row.closed,
    balance: minorMoney(row.balance, row.currency),
    held: minorMoney(row.held, row.currency),
  }));
}

export interface PlayerGame {
  id: string;
  status: string;
  league: string;
  difficulty: string;
  stake: MinorMoney;
  score: number;
  numberOfQuestions: number;
  endReason: string | null;
  createdAt: Date;
}

export interface PlayerGameRow {
  id: string;
  status: string;
  league: string;
  difficulty: string;
  stake: string;
  currency: string;
  score: number;
  number_of_questions: number;
  end_reason: string | null;
  created_at: Date | string;
}

export const GAME_COLUMNS = sql`g.id, g.status, g.league, g.difficulty, g.stake::text as stake, g.currency, g.score,
  g.number_of_questions, g.end_reason, g.created_at`;

export function toPlayerGame(row: PlayerGameRow): PlayerGame {
  return {
    id: row.id,
    status: row.status,
    league: row.league,
    difficulty: row.difficulty,
    stake: minorMoney(row.stake, row.currency),
    score: row.score,
    numberOfQuestions: row.number_of_questions,
    endReason: row.end_reason,
    createdAt: new Date(row.created_at),
  };
}

/** The player's latest games, newest first. */
export async function listPlayerGames({ db, userId }: { db: AppDatabase; userId: string }): Promise<PlayerGame[]> {
  const rows = await queryRows<PlayerGameRow>(
    db,
    sql`select ${GAME_COLUMNS} from games g where g.user_id = ${userId}
         order by g.created_at desc nulls last limit ${PLAYER_LIST_LIMIT}`,
  );
  return rows.map(toPlayerGame);
}

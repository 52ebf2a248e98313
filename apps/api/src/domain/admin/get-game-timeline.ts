import { SECONDS_PER_QUESTION } from '@gom/contract/constants';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { DomainError } from '../domain-error.ts';
import { gameStakeKey, gameWinningsKey } from '../ledger/ledger-keys.ts';
import { minorMoney, type MinorMoney } from './admin-money.ts';
import { GAME_COLUMNS, toPlayerGame, type PlayerGame, type PlayerGameRow } from './list-player-money.ts';

export const GAME_NOT_FOUND_MESSAGE = 'Game not found';

export interface GameTimeline {
  game: PlayerGame & { userId: string; email: string; passMark: number; oddsHundredths: number };
  questions: Array<{
    questionIndex: number;
    clipId: string;
    outcome: string;
    xg: number | null;
    sentAt: Date | null;
    /** When the clip became playable: the question's 10 s start then (ADR 0009), so deadline − 10 s. */
    playableAt: Date | null;
    deadlineAt: Date | null;
    answer: string | null;
    answeredAt: Date | null;
    isCorrect: boolean | null;
  }>;
  /** The ledger transfers that settled the game's stake and winnings, with their postings. */
  transfers: Array<{
    id: string;
    kind: string;
    createdAt: Date;
    postings: Array<{ account: string; amount: MinorMoney }>;
  }>;
}

const toDate = (value: Date | string | null) => (value === null ? null : new Date(value));

export async function getGameTimeline({ db, gameId }: { db: AppDatabase; gameId: string }): Promise<GameTimeline> {
  const [game] = await queryRows<
    PlayerGameRow & { user_id: string; email: string; pass_mark: number; odds_hundredths: number }
  >(
    db,
    sql`select ${GAME_COLUMNS}, g.user_id, u.email, g.pass_mark, g.odds_hundredths
          from games g join users u on u.id = g.user_id where g.id = ${gameId}`,
  );
  if (!game) throw new DomainError('NOT_FOUND', GAME_NOT_FOUND_MESSAGE);
  const questions = await queryRows<{
    question_index: number;
    clip_id: string;
    outcome: string;
    xg: number | null;
    sent_at: Date | string | null;
    deadline_at: Date | string | null;
    answer: string | null;
    answered_at: Date | string | null;
    is_correct: boolean | null;
  }>(
    db,
    sql`select q.question_index, q.clip_id, c.outcome, c.xg, q.sent_at, q.deadline_at, q.answer, q.answered_at, q.is_correct
          from game_questions q join clips c on c.id = q.clip_id
         where q.game_id = ${gameId} order by q.question_index`,
  );
  const postings = await queryRows<{
    transfer_id: string;
    kind: string;
    created_at: Date | string;
    account_kind: string;
    account_user: string | null;
    currency: string;
    amount: string;
  }>(
    db,
    sql`select t.id as transfer_id, t.kind, t.created_at, a.kind as account_kind, a.user_id as account_user,
               p.currency, p.amount::text as amount
          from money_transactions m
          join ledger_transfers t on t.id = m.transfer_id
          join ledger_postings p on p.transfer_id = t.id
          join ledger_accounts a on a.id = p.account_id
         where m.user_id = ${game.user_id} and m.idempotency_key in (${gameStakeKey(gameId)}, ${gameWinningsKey(gameId)})
         order by t.created_at, t.kind <> 'gameStake', t.id, p.amount`,
  );
  const transfers = new Map<string, GameTimeline['transfers'][number]>();
  for (const row of postings) {
    let transfer = transfers.get(row.transfer_id);
    if (!transfer) {
      transfer = { id: row.transfer_id, kind: row.kind, createdAt: new Date(row.created_at), postings: [] };
      transfers.set(row.transfer_id, transfer);
    }
    const account = row.account_kind === 'player_wallet' ? 'player wallet' : row.account_kind;
    transfer.postings.push({ account, amount: minorMoney(row.amount, row.currency) });
  }
  return {
    game: {
      ...toPlayerGame(game),
      userId: game.user_id,
      email: game.email,
      passMark: game.pass_mark,
      oddsHundredths: game.odds_hundredths,
    },
    questions: questions.map((row) => {
      const deadlineAt = toDate(row.deadline_at);
      return {
        questionIndex: row.question_index,
        clipId: row.clip_id,
        outcome: row.outcome,
        xg: row.xg,
        sentAt: toDate(row.sent_at),
        playableAt: deadlineAt && new Date(deadlineAt.getTime() - SECONDS_PER_QUESTION * 1_000),
        deadlineAt,
        answer: row.answer,
        answeredAt: toDate(row.answered_at),
        isCorrect: row.is_correct,
      };
    }),
    transfers: [...transfers.values()],
  };
}

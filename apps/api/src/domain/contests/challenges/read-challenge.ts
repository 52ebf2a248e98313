import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { queryRows } from '../../../db/query-rows.ts';
import { matches } from '../../../db/schema.ts';
import {
  identityColumns,
  toPlayerIdentity,
  type IdentityColumnsData,
  type PlayerIdentityRow,
} from '../../community/player-identity.ts';
import { challengePrizeKey } from '../../ledger/ledger-keys.ts';
import { challengeLink, challengeToken, hashChallengeToken } from './challenge-link.ts';
import { hasPlayed, readChallengeEntries, type ChallengeEntryResult } from './challenge-results.ts';
import type { ChallengeRow } from './lock-challenge.ts';

// A challenge as one player (or a signed-in holder of its link) sees it. What an entry scored is shown to its own
// player once they have played, and to the other only once both have (the challenge is closed): nobody learns the
// bar to beat before playing. The link is shown to its creator alone, while the challenge is open.

export interface ChallengeAnswer {
  questionIndex: number;
  answer: string | null;
  isCorrect: boolean | null;
}

export interface ChallengeEntryView extends PlayerIdentityRow {
  gameId: string | null;
  played: boolean;
  correct: number | null;
  totalAnswerMs: number | null;
  answers: ChallengeAnswer[] | null;
}

export interface ChallengeView {
  match: ChallengeRow;
  createdBy: PlayerIdentityRow;
  entries: ChallengeEntryView[];
  link: string | null;
  winnerId: string | null;
}

export interface ReadChallengeOptions {
  db: AppDatabase;
  viewerId: string;
  linkSecret: string;
  publicUrl: string;
}

/** One of the viewer's challenges; undefined when it is not theirs (or does not exist). */
export async function readChallenge(
  options: ReadChallengeOptions & { matchId: string },
): Promise<ChallengeView | undefined> {
  const [match] = await options.db
    .select()
    .from(matches)
    .where(and(eq(matches.id, options.matchId), eq(matches.mode, 'challenge')));
  if (!match || (match.createdBy !== options.viewerId && match.acceptedBy !== options.viewerId)) return undefined;
  return viewOf(options, match);
}

/** The challenge a link's token names, as its holder previews it before accepting; undefined for no such link. */
export async function readChallengeByToken(
  options: ReadChallengeOptions & { token: string },
): Promise<ChallengeView | undefined> {
  const [match] = await options.db
    .select()
    .from(matches)
    .where(and(eq(matches.linkTokenHash, hashChallengeToken(options.token)), eq(matches.mode, 'challenge')));
  return match && viewOf(options, match);
}

/** The viewer's challenges (made or accepted), newest first. */
export async function listChallenges(options: ReadChallengeOptions & { limit: number }): Promise<ChallengeView[]> {
  const rows = await options.db
    .select()
    .from(matches)
    .where(
      and(
        eq(matches.mode, 'challenge'),
        or(eq(matches.createdBy, options.viewerId), eq(matches.acceptedBy, options.viewerId)),
      ),
    )
    .orderBy(desc(matches.createdAt))
    .limit(options.limit);
  return Promise.all(rows.map((match) => viewOf(options, match)));
}

async function viewOf(options: ReadChallengeOptions, match: ChallengeRow): Promise<ChallengeView> {
  const { db, viewerId } = options;
  const players = [match.createdBy!, ...(match.acceptedBy ? [match.acceptedBy] : [])];
  const identities = await queryRows<IdentityColumnsData>(
    db,
    sql`select ${identityColumns('u')} from users u where u.id in (${sql.join(
      players.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  const identityOf = (userId: string) => toPlayerIdentity(identities.find((row) => row.user_id === userId)!);
  const results = await readChallengeEntries(db, match.id);
  const answers = await readAnswers(
    db,
    results.map((entry) => entry.gameId),
  );
  const closed = match.status === 'closed';
  const entries = players.map((userId) => {
    const result = results.find((entry) => entry.userId === userId);
    const visible = hasPlayed(result) && (closed || userId === viewerId);
    return entryView(identityOf(userId), result, visible ? (answers.get(result.gameId) ?? []) : null);
  });
  const link =
    match.status === 'open' && match.createdBy === viewerId
      ? challengeLink(options.publicUrl, challengeToken(options.linkSecret, match.id))
      : null;
  return { match, createdBy: identityOf(match.createdBy!), entries, link, winnerId: await winnerOf(db, match) };
}

function entryView(
  identity: PlayerIdentityRow,
  result: ChallengeEntryResult | undefined,
  answers: ChallengeAnswer[] | null,
): ChallengeEntryView {
  return {
    ...identity,
    gameId: result?.gameId ?? null,
    played: hasPlayed(result),
    correct: answers && result ? result.correct : null,
    totalAnswerMs: answers && result ? result.totalAnswerMs : null,
    answers,
  };
}

async function readAnswers(db: AppDatabase, gameIds: string[]): Promise<Map<string, ChallengeAnswer[]>> {
  const byGame = new Map<string, ChallengeAnswer[]>();
  if (gameIds.length === 0) return byGame;
  const rows = await queryRows<{
    game_id: string;
    question_index: number;
    answer: string | null;
    is_correct: boolean | null;
  }>(
    db,
    sql`select game_id, question_index, answer, is_correct from game_questions
         where game_id in (${sql.join(
           gameIds.map((id) => sql`${id}`),
           sql`, `,
         )}) order by question_index`,
  );
  for (const row of rows) {
    const list = byGame.get(row.game_id) ?? [];
    list.push({ questionIndex: row.question_index, answer: row.answer, isCorrect: row.is_correct });
    byGame.set(row.game_id, list);
  }
  return byGame;
}

/** A closed challenge's winner: whoever its 'prize' transaction paid; null for a draw or while undecided. */
async function winnerOf(db: AppDatabase, match: ChallengeRow): Promise<string | null> {
  if (match.status !== 'closed') return null;
  const [row] = await queryRows<{ user_id: string }>(
    db,
    sql`select user_id from money_transactions
         where idempotency_key = ${challengePrizeKey(match.id)} and type = 'prize'
           and user_id in (${match.createdBy}, ${match.acceptedBy})`,
  );
  return row?.user_id ?? null;
}

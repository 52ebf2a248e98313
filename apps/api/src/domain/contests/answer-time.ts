import { sql } from 'drizzle-orm';
import { DEFAULT_ROUND_TIMING } from '../game/rules/game-constants.ts';

/**
 * An answered question's time in milliseconds, over `game_questions q`, as every contest ranks its ties: from the
 * entrant's clock start (the deadline less the 10 s answer window, decision 0009) to the call. A call made before
 * the clock started (no clip-ready yet: the clock then starts at its cap, which moves the deadline past the call) is
 * timed from the question's sending, as a live round does (decision 0156): measured from the clock, it would be
 * negative, and an entrant who never said its clip was ready would rank ahead of every honest one. A table's total
 * and each call's own time both come from here, so an entry's calls add up to its total.
 */
const clockStart = sql`q.deadline_at - make_interval(secs => ${DEFAULT_ROUND_TIMING.questionMs / 1000})`;
export const answerTimeMsOfQ = sql`greatest(0, extract(epoch from (q.answered_at
  - case when q.answered_at >= ${clockStart} then ${clockStart} else coalesce(q.sent_at, q.answered_at) end)) * 1000)`;

// What a playing window withholds until its tournament's close (decision 0173): every entry's verdicts, score and
// post-answer clips. An entrant who has played could otherwise pass the set's outcomes to one who has not. A window
// that closed tells everything, as a live round's close does; one cancelled was refunded and ranks nobody, and the
// questions its entries answered are shown as any answered question is.

/**
 * SQL over a matches row `alias`: the match is a playing window still scheduled or live, so its entries' results
 * are withheld.
 */
export const WINDOW_RESULTS_WITHHELD_SQL = (alias: string): string =>
  `(${alias}.mode = 'tournament' and ${alias}.tournament_format = 'window' and ${alias}.status in ('scheduled', 'live'))`;

/** SQL over a games row `alias`: the game is a playing window's entry whose results are withheld. */
export const ENTRY_RESULTS_WITHHELD_SQL = (alias: string): string =>
  `(${alias}.mode = 'tournament' and exists (select 1 from matches wm where wm.id = ${alias}.match_id and ${WINDOW_RESULTS_WITHHELD_SQL('wm')}))`;

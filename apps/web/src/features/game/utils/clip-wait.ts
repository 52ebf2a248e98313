// How the creation screen speaks of clips that are not there yet: a wait, never a failure.

export const FRESH_CLIPS_ON_THEIR_WAY = 'Fresh clips on their way';
/** The title of an odds or create refusal for lack of fresh clips (the server's words go under it). */
export const NOT_ENOUGH_CLIPS_TITLE = 'Not enough clips yet';
/** How often the league list is read again while a league waits for its clips. */
export const WAITING_OPTIONS_REFETCH_MS = 15_000;

const MINUTE_SECONDS = 60;

/** The server's estimate in words: 'ready in under a minute', 'ready in about 3 min'. */
export function describeWait(etaSeconds: number): string {
  if (etaSeconds < MINUTE_SECONDS) return 'ready in under a minute';
  return `ready in about ${Math.round(etaSeconds / MINUTE_SECONDS)} min`;
}

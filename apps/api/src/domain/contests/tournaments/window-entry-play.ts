import type { TournamentSummary } from '@gom/contract/contests';
import type { GameStatus } from '../../../db/schema.ts';

export type WindowEntryPlay = NonNullable<TournamentSummary['entryPlay']>;

/**
 * Where a playing window's entry is (decision 0171): an entry not opened yet holds the contest placeholder state (no
 * round phase); once opened it is a solo engine's game, in play until it ends or is voided (not started in time).
 */
export function windowEntryPlayOf(entry: { status: GameStatus; phase: string | null }): WindowEntryPlay {
  const { phase } = entry;
  if (phase === null) return entry.status === 'ended' || entry.status === 'voided' ? 'played' : 'toPlay';
  return phase === 'ended' || phase === 'voided' ? 'played' : 'playing';
}

/** A games row's round phase, or null for the contest placeholder state. */
export const phaseOf = (state: unknown): string | null => (state as { phase?: string } | null)?.phase ?? null;

/** The same, in SQL over a games row `g` (the close waits while any entry is 'playing'). */
export const WINDOW_ENTRY_IN_PLAY_SQL = `(g.state ? 'phase' and g.state->>'phase' not in ('ended', 'voided'))`;

/** A played entry (ended or voided once opened) in SQL over a games row `g`: how many the open window's table says. */
export const WINDOW_ENTRY_PLAYED_SQL = `(g.state ? 'phase' and g.state->>'phase' in ('ended', 'voided'))`;

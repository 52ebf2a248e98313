// A contest's ranking (decision 0103): more correct answers first, then less total answer time, then the earlier
// entry. Entries equal on all three share a place: they are tied, and share the prizes of the places they span.

export interface RankableEntry {
  entryId: string;
  correct: number;
  /** Milliseconds summed over the entry's answers (a question left unanswered counts its whole window). */
  answerTimeMs: number;
  /** When the player entered. */
  enteredAt: Date;
}

export interface RankedEntry<Entry extends RankableEntry> {
  entry: Entry;
  /** 1 for the best; tied entries have the same place, and the next place skips past them (1, 1, 3). */
  place: number;
}

function compare(a: RankableEntry, b: RankableEntry): number {
  return b.correct - a.correct || a.answerTimeMs - b.answerTimeMs || a.enteredAt.getTime() - b.enteredAt.getTime();
}

/** The entries best first, each with its place. */
export function rankEntries<Entry extends RankableEntry>(entries: readonly Entry[]): RankedEntry<Entry>[] {
  const sorted = [...entries].sort(compare);
  const ranked: RankedEntry<Entry>[] = [];
  sorted.forEach((entry, index) => {
    const previous = ranked[index - 1];
    const tied = previous !== undefined && compare(previous.entry, entry) === 0;
    ranked.push({ entry, place: tied ? previous.place : index + 1 });
  });
  return ranked;
}

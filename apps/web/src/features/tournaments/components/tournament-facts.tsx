import type { TournamentSummary } from '@gom/contract/contests';
import { formatMoney } from '@/lib/money/format-money.ts';
import { formatStart } from '@/lib/tournaments/format-start.ts';

// What a player weighs before entering: the start, the fee, the questions and their level, who has entered, and
// what the places share. The same list on the Tournaments screen and on a tournament's own page.

const DIFFICULTY_LABELS = { easy: 'Easy', normal: 'Normal', hard: 'Hard' } as const;

export function TournamentFacts({ tournament }: { tournament: TournamentSummary }) {
  const facts: Array<[string, string]> = [
    ['Starts', formatStart(tournament.startsAt)],
    ['Entry fee', formatMoney(tournament.entryFee)],
    ['Questions', String(tournament.numberOfQuestions)],
    ['Difficulty', DIFFICULTY_LABELS[tournament.difficulty]],
    ['Entrants', `${tournament.entrants} of ${tournament.maxEntrants} (at least ${tournament.minEntrants})`],
    ['Prize pool', formatMoney(tournament.prizePool)],
  ];
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-muted-foreground">{label}</dt>
            {/* Wrapped, not cut: at 390 px an ellipsis hid the minimum entrants. */}
            <dd
              className="font-medium break-words tabular-nums"
              data-testid={`fact-${label.toLowerCase().replace(' ', '-')}`}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="text-sm">
        <p className="font-medium" data-testid="prize-split">
          {tournament.prizeSplit}
        </p>
        {tournament.places.length > 0 && (
          <ul aria-label="Prize places" className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-muted-foreground">
            {tournament.places.map((place) => (
              <li key={place.fromPlace} className="tabular-nums">
                {place.fromPlace === place.toPlace
                  ? `${ordinal(place.fromPlace)}`
                  : `${ordinal(place.fromPlace)}–${ordinal(place.toPlace)}`}
                : {place.percent}%
              </li>
            ))}
          </ul>
        )}
        <p className="mt-1 text-xs text-muted-foreground">
          Entry fees minus the house's {tournament.rakePercent}% rake, paid by rank when the tournament closes.
        </p>
      </div>
    </div>
  );
}

/** 1st, 2nd, 3rd, 4th, 11th, 21st. */
export function ordinal(place: number): string {
  const teen = place % 100 >= 11 && place % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[place % 10] ?? 'th');
  return `${place}${suffix}`;
}

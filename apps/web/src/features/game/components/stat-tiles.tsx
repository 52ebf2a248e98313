import { FlameIcon, GiftIcon, TargetIcon, XIcon } from 'lucide-react';
import type { ReactNode } from 'react';

// The four tiles of spec §2 with this game's real figures (decisions.md): the streak and accuracy of the
// answers so far (the streak tile is 'Calls in a Row': the dashboard's Current Streak counts games won in a
// row, another thing, decision 0097); the multiplier is the game's odds; there is no per-round bonus, and the tile says so
// rather than show an invented number.

export type StatTilesProps = { streak: number; accuracy: number; odds: number };

function Tile({ icon, label, value, hint }: { icon: ReactNode; label: string; value: string; hint: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-border bg-card p-3">
      <div className="flex items-center gap-2 text-xs text-muted-foreground">
        {icon}
        {label}
      </div>
      <p className="text-xl font-semibold tabular-nums">{value}</p>
      <p className="text-xs text-muted-foreground">{hint}</p>
    </div>
  );
}

export function StatTiles({ streak, accuracy, odds }: StatTilesProps) {
  return (
    <section aria-label="Game stats" className="grid grid-cols-2 gap-3">
      <Tile
        icon={<FlameIcon className="size-4 text-orange-400" aria-hidden="true" />}
        label="Calls in a Row"
        value={String(streak)}
        hint="Right calls in a row this game"
      />
      <Tile
        icon={<TargetIcon className="size-4 text-primary" aria-hidden="true" />}
        label="Accuracy"
        value={`${accuracy}%`}
        hint="Of the clips called"
      />
      <Tile
        icon={<GiftIcon className="size-4 text-sky-400" aria-hidden="true" />}
        label="Round Bonus"
        value="None"
        hint="A win pays stake × odds"
      />
      <Tile
        icon={<XIcon className="size-4 text-amber-400" aria-hidden="true" />}
        label="Multiplier"
        value={`×${odds.toFixed(2)}`}
        hint="Your odds"
      />
    </section>
  );
}

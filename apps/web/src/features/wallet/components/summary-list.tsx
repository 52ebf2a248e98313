import type { ReactNode } from 'react';

/** Label / value rows in the dialogs' bordered panel (amounts right-aligned, tabular). */
export function SummaryList({ rows, label }: { rows: ReadonlyArray<[string, ReactNode]>; label?: string }) {
  return (
    <dl
      aria-label={label}
      className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg border border-border bg-background/40 p-4 text-sm"
    >
      {rows.map(([term, detail]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="text-right font-medium tabular-nums">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}

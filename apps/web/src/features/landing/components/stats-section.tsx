// The marketing claims of spec §1, as stated there.
const CLAIMS = [
  { value: '10K+', label: 'Active Players' },
  { value: '85%', label: 'Average Accuracy' },
  { value: '$50K+', label: 'Paid Out' },
] as const;

export function StatsSection() {
  return (
    <section aria-label="Goal or Miss in numbers" className="border-y border-border bg-card/60">
      <dl className="mx-auto grid max-w-6xl grid-cols-1 divide-y divide-border px-4 sm:grid-cols-3 sm:divide-x sm:divide-y-0 sm:px-6">
        {CLAIMS.map((claim) => (
          <div key={claim.label} className="flex flex-col items-center gap-1 py-8">
            <dt className="order-2 text-sm text-muted-foreground">{claim.label}</dt>
            <dd className="order-1 text-4xl font-bold tracking-tight text-primary">{claim.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

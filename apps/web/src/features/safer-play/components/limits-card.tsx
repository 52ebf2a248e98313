import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { CURRENCY_CODES, type CurrencyCode } from '@gom/contract/money';
import { limitRequestSchema, type LimitKind, type LimitPeriod, type SaferPlay } from '@gom/contract/safer-play';
import { formatUntil } from '@/components/safer-play/format-until.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { formatMoney } from '@/lib/money/format-money.ts';
import { useSetLimit } from '@/lib/safer-play/set-limit.ts';
import { LabelledSelect } from './labelled-select.tsx';

const KIND_OPTIONS = [
  { value: 'deposit', label: 'Deposit limit' },
  { value: 'loss', label: 'Loss limit' },
] as const;
const PERIOD_OPTIONS = [
  { value: 'day', label: 'Daily' },
  { value: 'week', label: 'Weekly' },
  { value: 'month', label: 'Monthly' },
] as const;
const CURRENCY_OPTIONS = CURRENCY_CODES.map((code) => ({ value: code, label: code }));

const limitName = (kind: LimitKind, period: LimitPeriod) =>
  `${PERIOD_OPTIONS.find((option) => option.value === period)?.label} ${kind} limit`;

/** Deposit and loss limits per currency: the ones in force, what each has counted, and any change waiting. */
export function LimitsCard({ userId, state, locked }: { userId: string; state: SaferPlay; locked: boolean }) {
  const [currency, setCurrency] = useState<CurrencyCode>('USD');
  const [kind, setKind] = useState<LimitKind>('deposit');
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const setLimit = useSetLimit(userId);

  function save(value: number | null) {
    const parsed = limitRequestSchema.safeParse({ currency, kind, period, amount: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check the amount');
      return;
    }
    setError(null);
    setLimit.mutate(parsed.data, {
      onSuccess: (next) => {
        const saved = next.limits.find((l) => l.currency === currency && l.kind === kind && l.period === period);
        toast.success(
          saved?.pending ? 'Limit change scheduled' : 'Limit saved',
          saved?.pending ? { description: `It takes effect on ${formatUntil(saved.pending.effectiveAt)}.` } : undefined,
        );
        setAmount('');
      },
      onError: (failure) => setError(failure.message),
    });
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    save(amount.trim() === '' ? Number.NaN : Number(amount));
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Limits</CardTitle>
        <CardDescription>
          A deposit limit caps the fundings you start; a loss limit caps stakes minus winnings. Days, weeks (from
          Monday) and months are counted in UTC. Lowering a limit applies at once; raising or removing one takes effect
          after 24 hours.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {state.limits.length === 0 ? (
          <p className="text-sm text-muted-foreground">You have no limits set.</p>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Your limits">
            {state.limits.map((limit) => (
              <li key={`${limit.currency}-${limit.kind}-${limit.period}`} className="rounded-md border p-3 text-sm">
                <p className="font-medium">
                  {limitName(limit.kind, limit.period)} ({limit.currency}):{' '}
                  {limit.amount ? formatMoney(limit.amount) : 'none'}
                </p>
                {limit.amount && (
                  <p className="text-muted-foreground">
                    Used {formatMoney(limit.used)} this period; it resets on {formatUntil(limit.resetsAt)}.
                  </p>
                )}
                {limit.pending && (
                  <p className="text-amber-300">
                    Pending: {limit.pending.amount ? `raise to ${formatMoney(limit.pending.amount)}` : 'removal'} on{' '}
                    {formatUntil(limit.pending.effectiveAt)}.
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
        <form className="grid gap-4 sm:grid-cols-2" noValidate onSubmit={handleSubmit}>
          <LabelledSelect
            id="limit-kind"
            label="Limit"
            value={kind}
            options={KIND_OPTIONS}
            onChange={setKind}
            disabled={locked}
          />
          <LabelledSelect
            id="limit-period"
            label="Period"
            value={period}
            options={PERIOD_OPTIONS}
            onChange={setPeriod}
            disabled={locked}
          />
          <LabelledSelect
            id="limit-currency"
            label="Currency"
            value={currency}
            options={CURRENCY_OPTIONS}
            onChange={setCurrency}
            disabled={locked}
          />
          <div className="flex flex-col gap-2">
            <Label htmlFor="limit-amount">Amount</Label>
            <Input
              id="limit-amount"
              type="number"
              min={0}
              step="0.01"
              inputMode="decimal"
              value={amount}
              disabled={locked}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? 'limit-error' : undefined}
              onChange={(event) => setAmount(event.target.value)}
            />
          </div>
          {error && (
            <p id="limit-error" className="text-sm text-red-400 sm:col-span-2">
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-2 sm:col-span-2">
            <Button type="submit" disabled={locked || setLimit.isPending}>
              Save limit
            </Button>
            <Button type="button" variant="outline" disabled={locked || setLimit.isPending} onClick={() => save(null)}>
              Remove limit
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

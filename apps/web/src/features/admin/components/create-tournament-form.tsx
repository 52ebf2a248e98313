import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  createTournamentRequestSchema,
  CONTEST_RAKE_PERCENT_DEFAULT,
  TOURNAMENT_QUESTION_INTERVAL_MAX_MS,
  TOURNAMENT_QUESTION_INTERVAL_MIN_MS,
  TOURNAMENT_QUESTION_INTERVAL_MS,
  TOURNAMENT_FORMATS,
  type TournamentFormat,
} from '@gom/contract/contests';
import { DIFFICULTIES, QUESTIONS_MIN } from '@gom/contract/constants';
import { CURRENCY_CODES } from '@gom/contract/money';
import { FormError, PendingButton } from '@/components/form-parts.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Input } from '@/components/ui/input.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { useCreateTournament } from '../api/tournaments.ts';

// Create and schedule a tournament: every field of the contract's request, checked by its schema before anything
// is sent (a field's message under it), then by the server (its message shown as is). The start is entered in
// UTC, as the console shows every time.

export const TOURNAMENT_CREATED_MESSAGE = 'Tournament scheduled';
const DEFAULT_START_MINUTES = 30;
/** A playing window's default length (decision 0170): an evening's hour. */
const DEFAULT_WINDOW_MINUTES = 60;
/** The formats as the operator reads them (decision 0170). */
const FORMAT_LABELS: Record<TournamentFormat, string> = {
  live: 'Live round (everyone at once)',
  window: 'Playing window (each in their own time)',
};

type FormValues = {
  name: string;
  startsAt: string;
  currency: string;
  entryFee: string;
  numberOfQuestions: string;
  difficulty: string;
  minEntrants: string;
  maxEntrants: string;
  paidPercent: string;
  rakePercent: string;
  intervalSeconds: string;
  premiumOnly: boolean;
  format: string;
  windowClosesAt: string;
};

/** 'YYYY-MM-DDTHH:MM:SS' in UTC, as a datetime-local field with a step of a second holds it. */
export function toUtcField(date: Date): string {
  return date.toISOString().slice(0, 19);
}

/** The field's UTC time as the contract's ISO datetime (a field may drop the seconds when they are zero). */
export function fromUtcField(value: string): string {
  if (value === '') return '';
  return value.length === 16 ? `${value}:00Z` : `${value}Z`;
}

function initialValues(now: Date): FormValues {
  const startsAt = new Date(Math.floor(now.getTime() / 60_000 + DEFAULT_START_MINUTES) * 60_000);
  return {
    name: '',
    startsAt: toUtcField(startsAt),
    currency: 'USD',
    entryFee: '5',
    numberOfQuestions: String(QUESTIONS_MIN),
    difficulty: 'normal',
    minEntrants: '2',
    maxEntrants: '100',
    paidPercent: '10',
    rakePercent: String(CONTEST_RAKE_PERCENT_DEFAULT),
    intervalSeconds: String(TOURNAMENT_QUESTION_INTERVAL_MS / 1000),
    premiumOnly: false,
    format: 'live',
    windowClosesAt: toUtcField(new Date(startsAt.getTime() + DEFAULT_WINDOW_MINUTES * 60_000)),
  };
}

const INTERVAL_MESSAGE = `Between ${TOURNAMENT_QUESTION_INTERVAL_MIN_MS / 1000} and ${TOURNAMENT_QUESTION_INTERVAL_MAX_MS / 1000} seconds`;

/** The form's field for a request's key (the pace is asked in seconds). */
const fieldOf = (key: string) => (key === 'questionIntervalMs' ? 'intervalSeconds' : key);

const toNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The request the form's values make; the schema says what is wrong with it. */
export function toCreateRequest(values: FormValues) {
  return createTournamentRequestSchema.safeParse({
    name: values.name,
    startsAt: fromUtcField(values.startsAt),
    currency: values.currency,
    entryFee: toNumber(values.entryFee),
    numberOfQuestions: toNumber(values.numberOfQuestions),
    difficulty: values.difficulty,
    minEntrants: toNumber(values.minEntrants),
    maxEntrants: toNumber(values.maxEntrants),
    paidPercent: toNumber(values.paidPercent),
    rakePercent: toNumber(values.rakePercent),
    // The form asks in seconds; the contract counts the pace in milliseconds.
    questionIntervalMs: values.intervalSeconds.trim() === '' ? undefined : Number(values.intervalSeconds) * 1000,
    premiumOnly: values.premiumOnly,
    format: values.format,
    // Only a playing window has a close of its own; a live round's end follows from its pace.
    windowClosesAt: values.format === 'window' ? fromUtcField(values.windowClosesAt) : undefined,
  });
}

const FIELDS: Array<{
  name: Exclude<keyof FormValues, 'premiumOnly' | 'currency' | 'difficulty' | 'format'>;
  label: string;
  type: string;
}> = [
  { name: 'name', label: 'Name', type: 'text' },
  { name: 'startsAt', label: 'Starts (UTC)', type: 'datetime-local' },
  { name: 'entryFee', label: 'Entry fee', type: 'number' },
  { name: 'numberOfQuestions', label: 'Questions', type: 'number' },
  { name: 'minEntrants', label: 'Minimum entrants', type: 'number' },
  { name: 'maxEntrants', label: 'Maximum entrants', type: 'number' },
  { name: 'paidPercent', label: 'Paid places (% of entrants)', type: 'number' },
  { name: 'rakePercent', label: 'Rake (%)', type: 'number' },
  { name: 'intervalSeconds', label: 'Seconds between questions', type: 'number' },
  { name: 'windowClosesAt', label: 'Window closes (UTC)', type: 'datetime-local' },
];

function SelectField({
  label,
  value,
  options,
  labels,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly string[];
  labels?: Record<string, string>;
  onChange: (value: string) => void;
}) {
  return (
    <label className="flex flex-col gap-1 text-sm">
      <span className="text-muted-foreground">{label}</span>
      <select
        className="h-9 rounded-md border border-border bg-background px-2"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {labels?.[option] ?? option}
          </option>
        ))}
      </select>
    </label>
  );
}

export function CreateTournamentForm() {
  const [values, setValues] = useState<FormValues>(() => initialValues(new Date()));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const create = useCreateTournament();
  const set = <Key extends keyof FormValues>(name: Key, value: FormValues[Key]) =>
    setValues((current) => ({ ...current, [name]: value }));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const parsed = toCreateRequest(values);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = fieldOf(String(issue.path[0]));
        errors[field] ??= field === 'intervalSeconds' ? INTERVAL_MESSAGE : issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        toast.success(TOURNAMENT_CREATED_MESSAGE, { description: created?.name ?? parsed.data.name });
        setValues(initialValues(new Date()));
      },
      onError: (failure) => {
        setError(isApiError(failure) ? failure.message : String(failure));
        if (isApiError(failure) && failure.fields) {
          const fields = failure.fields;
          setFieldErrors(Object.fromEntries(Object.entries(fields).map(([key, message]) => [fieldOf(key), message])));
        }
      },
    });
  }

  return (
    <form aria-label="Create a tournament" className="flex flex-col gap-4" onSubmit={handleSubmit} noValidate>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {FIELDS.filter((field) =>
          // The pace is a live round's; the close, a playing window's.
          values.format === 'window' ? field.name !== 'intervalSeconds' : field.name !== 'windowClosesAt',
        ).map((field) => (
          <div key={field.name} className="flex flex-col gap-1 text-sm">
            <label htmlFor={`tournament-${field.name}`} className="text-muted-foreground">
              {field.label}
            </label>
            <Input
              id={`tournament-${field.name}`}
              type={field.type}
              step={field.type === 'datetime-local' ? 1 : undefined}
              value={values[field.name]}
              aria-invalid={fieldErrors[field.name] ? true : undefined}
              aria-describedby={fieldErrors[field.name] ? `tournament-${field.name}-error` : undefined}
              onChange={(event) => set(field.name, event.target.value)}
            />
            {fieldErrors[field.name] && (
              <span id={`tournament-${field.name}-error`} className="text-xs text-red-400">
                {fieldErrors[field.name]}
              </span>
            )}
          </div>
        ))}
        <SelectField
          label="Format"
          value={values.format}
          options={TOURNAMENT_FORMATS}
          labels={FORMAT_LABELS}
          onChange={(value) => set('format', value)}
        />
        <SelectField
          label="Currency"
          value={values.currency}
          options={CURRENCY_CODES}
          onChange={(value) => set('currency', value)}
        />
        <SelectField
          label="Difficulty"
          value={values.difficulty}
          options={DIFFICULTIES}
          onChange={(value) => set('difficulty', value)}
        />
        <label className="flex items-center gap-2 self-end pb-2 text-sm">
          <Checkbox
            checked={values.premiumOnly}
            onCheckedChange={(checked) => set('premiumOnly', checked === true)}
            aria-label="Premium only"
          />
          Premium only
        </label>
      </div>
      <FormError message={error} />
      <div>
        <PendingButton type="submit" pending={create.isPending}>
          Schedule tournament
        </PendingButton>
      </div>
    </form>
  );
}

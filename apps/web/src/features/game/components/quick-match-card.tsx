import { ClockIcon, LayersIcon, Loader2Icon, TrophyIcon, ZapIcon } from 'lucide-react';
import { Link } from 'react-router';
import { GOAL_TYPES, QUESTIONS_MAX, QUESTIONS_MIN } from '@gom/contract/constants';
import type { Difficulty, GoalType } from '@gom/contract/constants';
import type { DifficultyLevel, GameLeagueWait, GameLevelWait } from '@gom/contract/games';
import type { Wallet } from '@gom/contract/wallets';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Combobox } from '@/components/ui/combobox.tsx';
import type { ComboboxOption } from '@/components/ui/combobox.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { formatMoney } from '@/lib/money/format-money.ts';
import { describeWait, FRESH_CLIPS_ON_THEIR_WAY } from '../utils/clip-wait.ts';
import { acceptsStakeInput } from '../utils/stake-input.ts';
import type { GameFormField, GameFormValues } from '../utils/validate-game-form.ts';

// Spec §2, mode 2: the Quick Match card. Presentational: the creation screen owns the values, the odds
// and the calls.

const QUESTION_COUNTS = Array.from({ length: QUESTIONS_MAX - QUESTIONS_MIN + 1 }, (_, index) => QUESTIONS_MIN + index);
/** Radix Select cannot hold an empty value, so "no goal type" has a name of its own. */
const NO_GOAL_TYPE = 'none';

export type QuickMatchCardProps = {
  values: GameFormValues;
  onChange: <K extends GameFormField>(field: K, value: GameFormValues[K]) => void;
  leagues: readonly string[];
  /** Leagues waiting for fresh clips: listed, but not to be picked yet. */
  waiting?: readonly GameLeagueWait[];
  /** Levels of the playable leagues waiting for fresh clips: not to be picked for a longer game than they serve. */
  waitingLevels?: readonly GameLevelWait[];
  /** The options have loaded (so an empty list means no league can be played right now). */
  optionsLoaded?: boolean;
  years: readonly number[];
  /** The difficulty levels with their one-line descriptions, easiest first. */
  levels: readonly DifficultyLevel[];
  wallets: readonly Wallet[];
  /** The wallets have loaded and there are none: say where to get one instead of an empty picker. */
  noWallets: boolean;
  winRule: string;
  error: string | null;
  invalidField: GameFormField | undefined;
  fetchingOdds: boolean;
  creating: boolean;
  hasOdds: boolean;
  onGetOdds: () => void;
  onPlay: () => void;
};

export function QuickMatchCard({
  values,
  onChange,
  leagues,
  waiting = [],
  waitingLevels = [],
  optionsLoaded = true,
  years,
  levels,
  wallets,
  noWallets,
  winRule,
  error,
  invalidField,
  fetchingOdds,
  creating,
  hasOdds,
  onGetOdds,
  onPlay,
}: QuickMatchCardProps) {
  const leagueOptions: ComboboxOption[] = [
    ...leagues.map((league) => ({ value: league, label: league })),
    ...waiting.map(({ league, etaSeconds }) => ({
      value: league,
      label: league,
      disabled: true,
      hint: `${FRESH_CLIPS_ON_THEIR_WAY} · ${describeWait(etaSeconds)}`,
    })),
  ];
  const soonest = waiting.reduce((least, wait) => Math.min(least, wait.etaSeconds), Infinity);
  const yearOptions: ComboboxOption[] = years.map((year) => ({ value: String(year), label: String(year) }));
  const invalid = (field: GameFormField) => invalidField === field || undefined;
  const levelLine = levels.find((level) => level.level === values.difficulty)?.description;
  // A level of the chosen league that cannot serve a game this long yet: listed, but not to be picked.
  const levelWait = (level: string) =>
    waitingLevels.find(
      (wait) => wait.league === values.league && wait.difficulty === level && wait.questions < values.numberOfQuestions,
    );
  const chosenLevelWait = levelWait(values.difficulty);
  const chosenLevelLabel = levels.find((level) => level.level === values.difficulty)?.label ?? values.difficulty;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-xl">
          <ZapIcon className="size-5 text-primary" aria-hidden="true" />
          Quick Match
        </CardTitle>
        <CardDescription>{winRule} to win your stake × the odds.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="flex flex-col gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            onPlay();
          }}
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <div className="flex flex-col gap-2">
              <Label htmlFor="game-questions">Questions</Label>
              <Select
                value={String(values.numberOfQuestions)}
                onValueChange={(value) => onChange('numberOfQuestions', Number(value))}
              >
                <SelectTrigger id="game-questions" aria-invalid={invalid('numberOfQuestions')}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {QUESTION_COUNTS.map((count) => (
                    <SelectItem key={count} value={String(count)}>
                      {count} Questions
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="game-league">League</Label>
              <Combobox
                id="game-league"
                options={leagueOptions}
                value={values.league || undefined}
                onValueChange={(value) => onChange('league', value)}
                placeholder="Select league"
                searchPlaceholder="Search league..."
                emptyText={
                  leagueOptions.length === 0 ? `No league found. ${FRESH_CLIPS_ON_THEIR_WAY}.` : 'No league found.'
                }
                invalid={invalid('league')}
              />
              {optionsLoaded && leagues.length === 0 && (
                <p className="text-sm text-muted-foreground" role="status" data-testid="clips-on-their-way">
                  {FRESH_CLIPS_ON_THEIR_WAY}
                  {Number.isFinite(soonest) ? ` (${describeWait(soonest)})` : ''}: new clips are being made and this
                  list updates by itself.
                </p>
              )}
            </div>
            <div className="grid grid-cols-2 gap-3 sm:col-span-2 sm:gap-5">
              <div className="flex flex-col gap-2">
                <Label htmlFor="game-from">From</Label>
                <Combobox
                  id="game-from"
                  options={yearOptions}
                  value={values.fromYear === undefined ? undefined : String(values.fromYear)}
                  onValueChange={(value) => onChange('fromYear', Number(value))}
                  placeholder="Select year"
                  searchPlaceholder="Search year..."
                  emptyText="No year found."
                  invalid={invalid('fromYear')}
                />
              </div>
              <div className="flex flex-col gap-2">
                <Label htmlFor="game-to">To</Label>
                <Combobox
                  id="game-to"
                  options={yearOptions}
                  value={values.toYear === undefined ? undefined : String(values.toYear)}
                  onValueChange={(value) => onChange('toYear', Number(value))}
                  placeholder="Select year"
                  searchPlaceholder="Search year..."
                  emptyText="No year found."
                  invalid={invalid('toYear')}
                />
              </div>
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="game-goal-type">Goal Type (optional)</Label>
              <Select
                value={values.goalType ?? NO_GOAL_TYPE}
                onValueChange={(value) =>
                  onChange('goalType', value === NO_GOAL_TYPE ? undefined : (value as GoalType))
                }
              >
                <SelectTrigger id="game-goal-type">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={NO_GOAL_TYPE}>None</SelectItem>
                  {GOAL_TYPES.map((goalType) => (
                    <SelectItem key={goalType} value={goalType}>
                      {goalType}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="game-difficulty">Difficulty</Label>
              <Select value={values.difficulty} onValueChange={(value) => onChange('difficulty', value as Difficulty)}>
                <SelectTrigger id="game-difficulty" aria-describedby="game-difficulty-line">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {levels.map((level) => {
                    const wait = levelWait(level.level);
                    return (
                      <SelectItem
                        key={level.level}
                        value={level.level}
                        disabled={wait !== undefined}
                        data-testid={`level-option-${level.level}`}
                        hint={wait && `${FRESH_CLIPS_ON_THEIR_WAY} · ${describeWait(wait.etaSeconds)}`}
                      >
                        {level.label}
                      </SelectItem>
                    );
                  })}
                </SelectContent>
              </Select>
              <p id="game-difficulty-line" className="text-xs text-muted-foreground" data-testid="difficulty-line">
                {levelLine}
              </p>
              {chosenLevelWait && (
                <p className="text-sm text-muted-foreground" role="status" data-testid="level-clips-on-their-way">
                  {FRESH_CLIPS_ON_THEIR_WAY} for {chosenLevelLabel} in {values.league} (
                  {describeWait(chosenLevelWait.etaSeconds)}):{' '}
                  {chosenLevelWait.questions >= QUESTIONS_MIN
                    ? `it can serve up to ${chosenLevelWait.questions} questions now, or pick another level.`
                    : 'pick another level for now; this list updates by itself.'}
                </p>
              )}
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="game-wallet">Wallet</Label>
              <Select value={values.selectedWalletId} onValueChange={(value) => onChange('selectedWalletId', value)}>
                <SelectTrigger id="game-wallet" aria-invalid={invalid('selectedWalletId')}>
                  <SelectValue placeholder="Select wallet" />
                </SelectTrigger>
                <SelectContent>
                  {wallets.map((wallet) => (
                    <SelectItem key={wallet.id} value={wallet.id}>
                      <span className="font-medium">{wallet.currency}</span>
                      <span className="text-muted-foreground tabular-nums">
                        Available: {formatMoney(wallet.available)}
                      </span>
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              {noWallets && (
                <p className="text-xs text-muted-foreground">
                  You need a funded wallet to stake on a game.{' '}
                  <Link to="/wallet" className="font-medium text-primary underline-offset-4 hover:underline">
                    Create one on the Wallet page
                  </Link>
                </p>
              )}
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="game-stake">Stake</Label>
              <Input
                id="game-stake"
                inputMode="decimal"
                autoComplete="off"
                placeholder="1.0"
                value={values.stakeValue}
                onChange={(event) => {
                  if (acceptsStakeInput(event.target.value)) onChange('stakeValue', event.target.value);
                }}
                aria-invalid={invalid('stakeValue')}
                aria-describedby="game-stake-hint"
              />
              <p id="game-stake-hint" className="text-xs text-muted-foreground">
                Min 1, Max 10, precision 0.1
              </p>
            </div>
          </div>

          <ul className="grid gap-2 rounded-lg border border-border bg-background/40 p-4 text-sm text-muted-foreground sm:grid-cols-3">
            <li className="flex items-center gap-2">
              <ClockIcon className="size-4 text-primary" aria-hidden="true" />
              10 seconds per prediction
            </li>
            <li className="flex items-center gap-2">
              <LayersIcon className="size-4 text-primary" aria-hidden="true" />
              Multiple difficulty levels
            </li>
            <li className="flex items-center gap-2">
              <TrophyIcon className="size-4 text-primary" aria-hidden="true" />
              Real-time scoring
            </li>
          </ul>

          {error && (
            <p role="alert" className="text-sm text-red-400">
              {error}
            </p>
          )}

          <div className="flex flex-col gap-3 sm:flex-row">
            <Button type="button" variant="outline" className="sm:flex-1" disabled={fetchingOdds} onClick={onGetOdds}>
              {fetchingOdds && <Loader2Icon className="animate-spin" aria-hidden="true" />}
              {fetchingOdds ? 'Fetching Odds…' : 'Get Odds'}
            </Button>
            <Button type="submit" className="sm:flex-1" disabled={!hasOdds || creating}>
              {creating && <Loader2Icon className="animate-spin" aria-hidden="true" />}
              {creating ? 'Creating…' : 'Play'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

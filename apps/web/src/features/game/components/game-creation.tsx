import { useState } from 'react';
import { toast } from 'sonner';
import { DEFAULT_DIFFICULTY, PASS_RATIO, QUESTIONS_DEFAULT } from '@gom/contract/constants';
import type { OddsResponse } from '@gom/contract/games';
import { DIFFICULTY_LEVELS, describeWinRule } from '@gom/contract/games';
import type { User } from '@gom/contract/users';
import type { Wallet } from '@gom/contract/wallets';
import { DailyGamesNotice } from '@/components/plans/daily-games-notice.tsx';
import { BreakNotice } from '@/components/safer-play/break-notice.tsx';
import { useWallets } from '@/lib/money/get-wallets.ts';
import { isDailyGameLimit } from '@/lib/plans/plan-text.ts';
import { useCreateGame } from '../api/create-game.ts';
import { useGameConfig } from '../api/get-game-config.ts';
import { useGameOptions } from '../api/get-game-options.ts';
import { useGetOdds } from '../api/get-odds.ts';
import type { BannerVariant } from '../hooks/use-banner.ts';
import type { LogType } from '../utils/activity-log.ts';
import { NOT_ENOUGH_CLIPS_TITLE } from '../utils/clip-wait.ts';
import {
  isInsufficientBalance,
  isNotEnoughClips,
  isOddsChanged,
  isUnstartedGame,
  refusalMessage,
} from '../utils/creation-errors.ts';
import type { GameSession } from '../utils/game-session.ts';
import { recallGameSettings, rememberGameSettings } from '../utils/last-game-settings.ts';
import { toCreateGameRequest } from '../utils/to-create-game-request.ts';
import { validateGameForm } from '../utils/validate-game-form.ts';
import type { GameFormField, GameFormValues } from '../utils/validate-game-form.ts';
import { GameInfoCard } from './game-info-card.tsx';
import { OddsDialog } from './odds-dialog.tsx';
import { QuickMatchCard } from './quick-match-card.tsx';

// Spec §2 mode 2, §5, §8: configure a game, get and confirm the odds, then Play. The odds are cleared
// whenever an input changes and when the Odds dialog is cancelled, so the player always plays at odds
// quoted for exactly what is on screen.

export const ODDS_FAILURE_MESSAGE = 'Something went wrong, please try again';
export const LOGIN_FIRST_MESSAGE = 'Please login first';
export const CONFIRM_ODDS_MESSAGE = 'Please click on the button to confirm the odds';
export const INSUFFICIENT_BALANCE_MESSAGE = 'Insufficient balance in selected wallet';
export const CREATION_FAILED_MESSAGE = 'Game creation failed';
export const ODDS_CHANGED_MESSAGE = 'The odds have changed';
export const ODDS_CHANGED_DETAIL = 'Get the odds again and confirm them to play.';
export const UNSTARTED_GAME_TITLE = 'A game is waiting to start';

const EMPTY_FORM: GameFormValues = {
  numberOfQuestions: QUESTIONS_DEFAULT,
  league: '',
  fromYear: undefined,
  toYear: undefined,
  goalType: undefined,
  difficulty: DEFAULT_DIFFICULTY,
  selectedWalletId: '',
  stakeValue: '',
};

/** The wallet flagged default, otherwise the first (the wallet screen's rule too). */
function defaultWalletId(wallets: readonly Wallet[]): string {
  return (wallets.find((wallet) => wallet.default) ?? wallets[0])?.id ?? '';
}

export type GameCreationProps = {
  user: User | null;
  onCreated: (game: GameSession) => void;
  showBanner: (message: string, variant: BannerVariant) => void;
  log: (message: string, type?: LogType) => void;
};

export function GameCreation({ user, onCreated, showBanner, log }: GameCreationProps) {
  const userId = user?.id ?? '';
  const options = useGameOptions({ refetchWhileWaiting: true });
  const config = useGameConfig();
  const wallets = useWallets(userId || undefined);
  const getOdds = useGetOdds();
  const createGame = useCreateGame(userId);

  // After a game (Play Again, or coming back to the screen), the form opens on the last game's settings.
  const [edited, setEdited] = useState<GameFormValues>(() => ({ ...EMPTY_FORM, ...recallGameSettings() }));
  const [odds, setOdds] = useState<OddsResponse | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  // Set once the game exists: Play stays disabled while the screen hands over to the game area.
  const [launching, setLaunching] = useState(false);
  const [error, setError] = useState<{ message: string; field: GameFormField | undefined } | null>(null);
  // The Free plan's daily limit, as the server said it: shown with an 'Upgrade' button.
  const [limitMessage, setLimitMessage] = useState<string | null>(null);

  const years = options.data?.years ?? [];
  const walletList = wallets.data ?? [];
  // Until the player picks them, the years span every season on offer and the wallet is the default one.
  const values: GameFormValues = {
    ...edited,
    fromYear: edited.fromYear ?? (years.length ? Math.min(...years) : undefined),
    toYear: edited.toYear ?? (years.length ? Math.max(...years) : undefined),
    selectedWalletId: edited.selectedWalletId || defaultWalletId(walletList),
  };
  const wallet = walletList.find((candidate) => candidate.id === values.selectedWalletId);
  const passRatio = config.data?.passRatio ?? PASS_RATIO;
  const winRule = describeWinRule(values.numberOfQuestions, passRatio);
  // The server's list once the config has loaded; the contract's own until then.
  const levels = config.data?.difficulties ?? DIFFICULTY_LEVELS;
  const level = levels.find((candidate) => candidate.level === values.difficulty);
  const levelLabel = level?.label ?? values.difficulty;
  const stake = Number(values.stakeValue);
  const validStake = values.stakeValue !== '' && Number.isFinite(stake) ? stake : undefined;

  function handleChange<K extends GameFormField>(field: K, value: GameFormValues[K]) {
    setEdited((current) => ({ ...current, [field]: value }));
    setOdds(null);
    setError(null);
  }

  /** Validates the form; on failure shows the first error above the buttons. */
  function validatedRequest() {
    const check = validateGameForm(values);
    if (!check.ok) {
      setError({ message: check.message, field: check.field });
      return null;
    }
    if (!wallet) {
      setError({ message: 'Please select a wallet', field: 'selectedWalletId' });
      return null;
    }
    setError(null);
    return toCreateGameRequest(check.form, wallet.currency);
  }

  function handleGetOdds() {
    const request = validatedRequest();
    if (!request) return;
    getOdds.mutate(request, {
      onSuccess: (response) => {
        if (!response || typeof response.odds !== 'number') {
          toast.error(ODDS_FAILURE_MESSAGE);
          return;
        }
        setOdds(response);
        setDialogOpen(true);
      },
      onError: (failure) => {
        if (isNotEnoughClips(failure)) {
          showNotEnoughClips(failure);
          return;
        }
        toast.error(ODDS_FAILURE_MESSAGE, { description: refusalMessage(failure) });
      },
    });
  }

  /** A wait, not a failure: a neutral toast with the server's words, and the league list read again. */
  function showNotEnoughClips(failure: unknown) {
    toast.info(NOT_ENOUGH_CLIPS_TITLE, { description: refusalMessage(failure) });
    void options.refetch();
  }

  function handleCancelOdds() {
    setDialogOpen(false);
    setOdds(null);
  }

  function handlePlay() {
    if (!user) {
      showBanner(LOGIN_FIRST_MESSAGE, 'error');
      return;
    }
    const request = validatedRequest();
    if (!request || !wallet) return;
    if (!odds) {
      toast.error(CONFIRM_ODDS_MESSAGE);
      return;
    }
    if (wallet.available.value < request.stake.value) {
      toast.error(INSUFFICIENT_BALANCE_MESSAGE);
      return;
    }
    const quotedOdds = odds.odds;
    createGame.mutate(request, {
      onSuccess: ({ gameId }) => {
        setLaunching(true);
        rememberGameSettings(edited);
        log(`Game created (${gameId})`, 'success');
        showBanner('Game created! Get ready to play.', 'success');
        onCreated({ gameId, numberOfQuestions: request.numberOfQuestions, odds: quotedOdds, difficulty: levelLabel });
      },
      onError: (failure) => {
        if (isOddsChanged(failure)) {
          setOdds(null);
          toast.error(ODDS_CHANGED_MESSAGE, { description: ODDS_CHANGED_DETAIL });
          log(`Odds changed since the quote: ${failure.message}`, 'error');
          return;
        }
        if (isDailyGameLimit(failure)) {
          setLimitMessage(failure.message);
          return;
        }
        if (isNotEnoughClips(failure)) {
          showNotEnoughClips(failure);
          return;
        }
        if (isUnstartedGame(failure)) {
          toast.error(UNSTARTED_GAME_TITLE, { description: failure.message });
          log(`${UNSTARTED_GAME_TITLE}: ${failure.message}`, 'error');
          return;
        }
        if (isInsufficientBalance(failure)) {
          toast.error(INSUFFICIENT_BALANCE_MESSAGE);
          return;
        }
        showBanner(CREATION_FAILED_MESSAGE, 'error');
        log(`${CREATION_FAILED_MESSAGE}: ${failure.message}`, 'error');
      },
    });
  }

  const name = user?.firstName || user?.username || '';

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Create Your Game</h1>
        <p className="text-muted-foreground">Welcome, {name}! Set up your match and call every clip.</p>
        <DailyGamesNotice userId={userId} limitMessage={limitMessage} />
      </header>
      <BreakNotice userId={userId || undefined} layout="inline" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <QuickMatchCard
          values={values}
          onChange={handleChange}
          leagues={options.data?.leagues ?? []}
          waiting={options.data?.waiting ?? []}
          waitingLevels={options.data?.waitingLevels ?? []}
          optionsLoaded={options.isSuccess}
          years={years}
          levels={levels}
          wallets={walletList}
          noWallets={wallets.isSuccess && walletList.length === 0}
          winRule={winRule}
          error={error?.message ?? null}
          invalidField={error?.field}
          fetchingOdds={getOdds.isPending}
          creating={createGame.isPending || launching}
          hasOdds={odds !== null}
          onGetOdds={handleGetOdds}
          onPlay={handlePlay}
        />
        <div className="flex flex-col gap-6">
          <GameInfoCard
            numberOfQuestions={values.numberOfQuestions}
            difficulty={levelLabel}
            odds={odds?.odds}
            potentialPayout={odds?.potentialPayout}
          />
        </div>
      </div>
      {odds && wallet && validStake !== undefined && (
        <OddsDialog
          open={dialogOpen}
          odds={odds.odds}
          difficulty={levelLabel}
          stake={validStake}
          currency={wallet.currency}
          potentialPayout={odds.potentialPayout}
          winRule={winRule}
          onCancel={handleCancelOdds}
          onProceed={() => setDialogOpen(false)}
        />
      )}
    </div>
  );
}

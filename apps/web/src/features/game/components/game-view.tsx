import { useEffect } from 'react';
import { InfoIcon, CheckCircle2Icon, AlertCircleIcon, PlayIcon } from 'lucide-react';
import { PASS_RATIO, SECONDS_PER_QUESTION } from '@gom/contract/constants';
import { describeWinRule, passMark } from '@gom/contract/games';
import type { User } from '@gom/contract/users';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import type { ContestEntryGame } from '@/lib/contests/contest-game-path.ts';
import { useGameConfig } from '../api/get-game-config.ts';
import { useActivityLog } from '../hooks/use-activity-log.ts';
import { useBanner } from '../hooks/use-banner.ts';
import type { Banner } from '../hooks/use-banner.ts';
import { useGameSession } from '../hooks/use-game-session.ts';
import { useGameSound } from '../hooks/use-game-sound.ts';
import { useRoundCues } from '../hooks/use-round-cues.ts';
import { canAnswer } from '../utils/game-round.ts';
import { answeredAccuracy, currentStreak, livesLeft } from '../utils/round-stats.ts';
import { ActivityLogPanel } from './activity-log-panel.tsx';
import { AuthRequiredCard } from './auth-required-card.tsx';
import { GameArea } from './game-area.tsx';
import { GameCreation } from './game-creation.tsx';
import { GameResults, WindowEntryResults } from './game-results.tsx';

// The game screen (spec §2, §4): gameCreation, then gameArea about 0.5 s after a successful create, then
// gameResults when gameEnded arrives. Disconnect returns to creation and keeps the game id (the player can
// rejoin); End Game and Play Again forget the game. The live connection is open exactly while the game
// area shows, and the server is the authority on everything that happens in it, time included: the clip's
// first frame sends clipReady, and the countdown follows the deadline the server's questionTimer states.
// The session's state and its handlers live in hooks/use-game-session.ts; this file lays the screens out.

const BANNER_ICONS = { success: CheckCircle2Icon, error: AlertCircleIcon, info: InfoIcon } as const;

function GameBanner({ banner }: { banner: Banner }) {
  const Icon = BANNER_ICONS[banner.variant];
  return (
    <Alert variant={banner.variant}>
      <Icon aria-hidden="true" />
      <span>{banner.message}</span>
    </Alert>
  );
}

/**
 * The game screen, or a contest's entry opened at once on it (its game made by its page, `contestEntry`): a
 * challenge's side, or a playing window's entry of a tournament, with the contest to go back to.
 */
export function GameView({ user, contestEntry }: { user: User | null; contestEntry?: ContestEntryGame | null }) {
  const config = useGameConfig();
  const passRatio = config.data?.passRatio ?? PASS_RATIO;
  const secondsPerQuestion = config.data?.secondsPerQuestion ?? SECONDS_PER_QUESTION;
  const { entries, log, clear } = useActivityLog();
  const { banner, showBanner } = useBanner();
  const session = useGameSession({ user, secondsPerQuestion, log });
  const { mode, game, leftGame, round, handlers } = session;
  const sound = useGameSound();
  useRoundCues({
    questionIndex: round.questionIndex,
    secondsLeft: session.secondsLeft,
    counting: mode === 'gameArea' && round.deadlineMs !== null && canAnswer(round),
    verdict: round.result ? (round.result.isCorrect ? 'right' : 'wrong') : null,
    play: sound.play,
  });

  // A contest's entry opens straight on its game (created by the contest's page), once.
  const openEntry = handlers.created;
  useEffect(() => {
    if (!contestEntry) return;
    const { gameId, numberOfQuestions, difficulty } = contestEntry;
    openEntry({ gameId, numberOfQuestions, difficulty, odds: 1 });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- opened once per entry; the handler is new each render
  }, [contestEntry]);

  if (!user) return <AuthRequiredCard />;

  const totalQuestions =
    game?.numberOfQuestions ?? round.ended?.totalQuestions ?? round.entryEnded?.totalQuestions ?? 0;
  const contestOf = (kind: ContestEntryGame['kind']) =>
    contestEntry?.kind === kind ? contestEntry.contestId : undefined;
  const tournamentId = contestOf('tournament');

  return (
    <div className="flex flex-col gap-6">
      {banner && <GameBanner banner={banner} />}
      {mode === 'gameCreation' && (
        <>
          {game && leftGame && (
            <Alert variant="info" className="items-center">
              <InfoIcon aria-hidden="true" />
              <span className="flex-1">You left a game in progress.</span>
              <Button size="sm" onClick={handlers.rejoin}>
                <PlayIcon aria-hidden="true" />
                Rejoin Game
              </Button>
            </Alert>
          )}
          <GameCreation user={user} onCreated={handlers.created} showBanner={showBanner} log={log} />
          {entries.length > 0 && <ActivityLogPanel entries={entries} onClear={clear} />}
        </>
      )}
      {mode === 'gameArea' && game && (
        <GameArea
          round={round}
          totalQuestions={totalQuestions}
          lives={livesLeft({ outcomes: round.outcomes, totalQuestions, passRatio })}
          maxLives={Math.max(0, totalQuestions - passMark(totalQuestions, passRatio))}
          streak={currentStreak(round.outcomes)}
          accuracy={answeredAccuracy(round.outcomes)}
          odds={game.odds}
          winRule={describeWinRule(totalQuestions, passRatio)}
          secondsLeft={session.secondsLeft}
          postVideoRun={session.postVideoRun}
          questionArrivedAt={session.questionArrivedAt}
          logs={entries}
          muted={sound.muted}
          onToggleSound={sound.toggle}
          onStart={handlers.start}
          onAnswer={handlers.answer}
          onPlayPostVideo={handlers.replayPostVideo}
          onFirstFrame={handlers.firstFrame}
          onDisconnect={handlers.disconnect}
          onEndGame={handlers.reset}
          onClearLogs={clear}
          lockedIn={tournamentId !== undefined}
        />
      )}
      {mode === 'gameResults' && round.ended && (
        <GameResults
          end={round.ended}
          passRatio={passRatio}
          userId={user.id}
          gameId={game?.gameId}
          challengeId={contestOf('challenge')}
          tournamentId={tournamentId}
          onPlayAgain={handlers.reset}
        />
      )}
      {mode === 'gameResults' && round.entryEnded && (
        <WindowEntryResults end={round.entryEnded} tournamentId={tournamentId} onPlayAgain={handlers.reset} />
      )}
    </div>
  );
}

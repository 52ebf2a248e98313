import { LogOutIcon, UnplugIcon } from 'lucide-react';
import type { Answer } from '@gom/contract/socket';
import { LockedIn } from '@/components/contests/locked-in.tsx';
import { Button } from '@/components/ui/button.tsx';
import type { LogEntry } from '../utils/activity-log.ts';
import { canAnswer } from '../utils/game-round.ts';
import type { RoundState } from '../utils/game-round.ts';
import { runningScore } from '../utils/round-stats.ts';
import { describeVerdict } from '../utils/verdict.ts';
import { ActivityLogPanel } from './activity-log-panel.tsx';
import { AnswerPanel } from './answer-panel.tsx';
import { GameControlsCard } from './game-controls-card.tsx';
import { QuestionCard } from './question-card.tsx';
import { RoundHeader } from './round-header.tsx';
import { StatTiles } from './stat-tiles.tsx';

// Spec §2, mode 3: the live game. Presentational: the game screen owns the connection and the round.

export type GameAreaProps = {
  round: RoundState;
  totalQuestions: number;
  lives: number;
  maxLives: number;
  streak: number;
  accuracy: number;
  odds: number;
  winRule: string;
  secondsLeft: number;
  /** 0 while the pre-answer clip shows; counts the starts of the post-answer video. */
  postVideoRun: number;
  questionArrivedAt: number | undefined;
  logs: readonly LogEntry[];
  muted: boolean;
  onToggleSound: () => void;
  onStart: () => void;
  onAnswer: (answer: Answer) => void;
  onPlayPostVideo: () => void;
  onFirstFrame: (milliseconds: number | undefined) => void;
  onDisconnect: () => void;
  onEndGame: () => void;
  onClearLogs: () => void;
  /**
   * A playing window's entry (decision 0173): each call is locked in with no verdict until the tournament's close,
   * so nothing here counts right calls (no lives, streak or accuracy).
   */
  lockedIn?: boolean;
};

export function GameArea(props: GameAreaProps) {
  const { round, totalQuestions } = props;
  const questionNumber = round.questionIndex + 1;
  const answerable = canAnswer(round);
  const showingPost = props.postVideoRun > 0 && round.result !== null;
  const verdict = round.answer && round.result ? describeVerdict(round.answer, round.result.isCorrect) : null;
  const videoSrc = showingPost && round.result ? round.result.postVideoLink : (round.question?.preVideoLink ?? '');

  return (
    <div className="flex flex-col gap-6">
      <RoundHeader
        round={Math.max(questionNumber, 1)}
        totalQuestions={totalQuestions}
        lives={props.lockedIn ? null : props.lives}
        maxLives={props.maxLives}
        completed={round.outcomes.length + round.lockedCalls}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="flex min-w-0 flex-col gap-6">
          {round.question ? (
            <QuestionCard
              questionNumber={questionNumber}
              secondsLeft={props.secondsLeft}
              counting={answerable}
              videoSrc={videoSrc}
              videoKey={showingPost ? `${videoSrc}#${props.postVideoRun}` : videoSrc}
              showingPost={showingPost}
              questionArrivedAt={props.questionArrivedAt}
              onFirstFrame={props.onFirstFrame}
              canAnswer={answerable}
              answer={round.answer}
              timeUp={round.timeUp}
              awaitingResult={round.answer !== null && round.result === null && !round.locked}
              onAnswer={props.onAnswer}
              verdict={verdict}
              score={runningScore(round.outcomes)}
              muted={props.muted}
              onToggleSound={props.onToggleSound}
            />
          ) : round.started ? (
            <p className="rounded-xl border border-border bg-card p-6 text-muted-foreground">
              Game started. The first clip is on its way…
            </p>
          ) : (
            <GameControlsCard winRule={props.winRule} onStart={props.onStart} />
          )}
          {round.locked && round.answer && (
            <LockedIn answer={round.answer} outcomeComes="The outcome comes when the playing window closes." />
          )}
          {round.answer && round.result && (
            <AnswerPanel
              answer={round.answer}
              result={round.result}
              questionOriginalLink={round.question?.originalVideoLink ?? ''}
              onPlayPostVideo={props.onPlayPostVideo}
            />
          )}
        </div>
        <aside className="flex flex-col gap-4">
          {!props.lockedIn && <StatTiles streak={props.streak} accuracy={props.accuracy} odds={props.odds} />}
          <div className="grid grid-cols-2 gap-3">
            <Button variant="outline" onClick={props.onDisconnect}>
              <UnplugIcon aria-hidden="true" />
              Disconnect
            </Button>
            <Button variant="destructive" onClick={props.onEndGame}>
              <LogOutIcon aria-hidden="true" />
              End Game
            </Button>
          </div>
        </aside>
      </div>
      <ActivityLogPanel entries={props.logs} onClear={props.onClearLogs} />
    </div>
  );
}

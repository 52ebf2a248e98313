import { useState } from 'react';
import { CheckIcon, PlayIcon, XIcon } from 'lucide-react';
import type { GameRecapQuestion } from '@gom/contract/stats';
import { Badge } from '@/components/ui/badge.tsx';

// Every question of the game at a glance: the player's call, how the clip ended, right or wrong, and a
// thumbnail that replays the post-answer clip in place. A question the clock ran out on, or one the game never
// reached, says so and shows nothing of how its clip ended.

const CALL_LABEL = { goal: 'GOAL', miss: 'MISS' } as const;

function Thumbnail({ question }: { question: GameRecapQuestion }) {
  const [playing, setPlaying] = useState(false);
  const number = question.questionIndex + 1;
  const frame =
    'relative aspect-video w-28 shrink-0 overflow-hidden rounded-md border border-border bg-black/60 sm:w-36';
  if (question.postVideoLink && playing) {
    return (
      <video
        src={question.postVideoLink}
        className={frame}
        autoPlay
        controls
        muted
        playsInline
        data-testid={`recap-video-${number}`}
      />
    );
  }
  const poster = question.posterLink ? (
    <img src={question.posterLink} alt="" loading="lazy" className="absolute inset-0 size-full object-cover" />
  ) : null;
  if (!question.postVideoLink) {
    return (
      <div className={frame} aria-hidden="true">
        {poster}
      </div>
    );
  }
  return (
    <button
      type="button"
      className={`${frame} group cursor-pointer focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none`}
      onClick={() => setPlaying(true)}
      aria-label={`Replay question ${number}`}
    >
      {poster}
      <span className="absolute inset-0 flex items-center justify-center bg-black/30 transition-colors group-hover:bg-black/10">
        <span className="flex size-9 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg">
          <PlayIcon className="size-4 translate-x-px" aria-hidden="true" />
        </span>
      </span>
    </button>
  );
}

function Verdict({ question }: { question: GameRecapQuestion }) {
  if (question.answer === null || question.outcome === null) {
    return (
      <p className="text-sm text-muted-foreground">{question.sent ? 'No call: the time ran out' : 'Not reached'}</p>
    );
  }
  return (
    <p className="text-sm">
      You called <strong className="font-semibold">{CALL_LABEL[question.answer]}</strong>
      <span className="text-muted-foreground"> · it was </span>
      <strong className="font-semibold">{CALL_LABEL[question.outcome]}</strong>
    </p>
  );
}

export function GameRecap({ questions }: { questions: readonly GameRecapQuestion[] }) {
  return (
    <section aria-labelledby="recap-title" className="flex flex-col gap-3">
      <h2 id="recap-title" className="text-lg font-semibold">
        Question by question
      </h2>
      <ol aria-label="Recap" className="flex flex-col gap-2">
        {questions.map((question) => {
          return (
            <li
              key={question.questionIndex}
              data-testid="recap-question"
              data-result={question.isCorrect === null ? 'none' : question.isCorrect ? 'right' : 'wrong'}
              className="flex items-center gap-3 rounded-lg border border-border bg-background/40 p-2"
            >
              <Thumbnail question={question} />
              {/* The badge shares the question's line, so on a phone the call and the outcome keep the width. */}
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <div className="flex items-center justify-between gap-2">
                  <p className="text-xs font-medium text-muted-foreground">Question {question.questionIndex + 1}</p>
                  {question.isCorrect !== null && (
                    <Badge variant={question.isCorrect ? 'success' : 'destructive'} className="shrink-0">
                      {question.isCorrect ? <CheckIcon aria-hidden="true" /> : <XIcon aria-hidden="true" />}
                      {question.isCorrect ? 'Right' : 'Wrong'}
                    </Badge>
                  )}
                </div>
                <Verdict question={question} />
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

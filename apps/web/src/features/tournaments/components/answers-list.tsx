import { useState } from 'react';
import { CheckCircle2Icon, CircleSlashIcon, PlayCircleIcon, XCircleIcon } from 'lucide-react';
import type { Answer } from '@gom/contract/socket';
import { Button } from '@/components/ui/button.tsx';

// The entrant's calls question by question, each with its outcome and the full clip to replay.

export type AnsweredQuestion = {
  questionIndex: number;
  answer: Answer | null;
  outcome: Answer | null;
  isCorrect: boolean | null;
  postVideoLink: string | null;
};

function CallLine({ question }: { question: AnsweredQuestion }) {
  const [replaying, setReplaying] = useState(false);
  const Icon = question.answer === null ? CircleSlashIcon : question.isCorrect ? CheckCircle2Icon : XCircleIcon;
  const tone =
    question.answer === null ? 'text-muted-foreground' : question.isCorrect ? 'text-emerald-400' : 'text-red-400';
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border bg-background/40 p-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <Icon className={`size-4 ${tone}`} aria-hidden="true" />
        <span className="font-medium">Question {question.questionIndex + 1}</span>
        <span>Your call: {question.answer ? question.answer.toUpperCase() : 'none'}</span>
        {question.outcome && <span className="text-muted-foreground">It was a {question.outcome.toUpperCase()}</span>}
        {question.postVideoLink && (
          <Button
            variant="ghost"
            size="sm"
            className="ml-auto"
            aria-expanded={replaying}
            onClick={() => setReplaying((open) => !open)}
          >
            <PlayCircleIcon aria-hidden="true" />
            {replaying ? 'Hide replay' : `Replay question ${question.questionIndex + 1}`}
          </Button>
        )}
      </div>
      {replaying && question.postVideoLink && (
        <video
          aria-label={`Replay of question ${question.questionIndex + 1}`}
          src={question.postVideoLink}
          controls
          autoPlay
          muted
          playsInline
          className="aspect-video w-full rounded-md bg-black"
        />
      )}
    </li>
  );
}

export function AnswersList({ questions }: { questions: AnsweredQuestion[] }) {
  if (questions.length === 0) return null;
  return (
    <ol aria-label="Your calls" className="flex flex-col gap-2">
      {questions.map((question) => (
        <CallLine key={question.questionIndex} question={question} />
      ))}
    </ol>
  );
}

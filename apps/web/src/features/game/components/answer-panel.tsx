import { CheckCircle2Icon, ExternalLinkIcon, PlayCircleIcon, XCircleIcon } from 'lucide-react';
import { mediaTokenOf } from '@gom/contract/media';
import type { Answer } from '@gom/contract/socket';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import type { AnswerResult } from '../utils/game-round.ts';
import { actualOutcome } from '../utils/verdict.ts';

// Spec §2: 'Your Answer' with CORRECT or INCORRECT, the prediction, the result, and Video Verification.

export type AnswerPanelProps = {
  answer: Answer;
  result: AnswerResult;
  /** The question's own gated original-video link (always the product's media path). */
  questionOriginalLink: string;
  onPlayPostVideo: () => void;
};

/**
 * Where 'Original Video' goes: the product's clip page for a link of its own media (the question's, which
 * carries the gate), else the address the answer gave (footage elsewhere).
 */
export function originalVideoHref(questionOriginalLink: string, answerOriginalLink: string): string {
  const token = mediaTokenOf(questionOriginalLink) ?? mediaTokenOf(answerOriginalLink);
  return token ? `/clip/${token}` : answerOriginalLink;
}

export function AnswerPanel({ answer, result, questionOriginalLink, onPlayPostVideo }: AnswerPanelProps) {
  const outcome = actualOutcome(answer, result.isCorrect);
  return (
    <Card className="gap-4" aria-live="polite">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle>Your Answer</CardTitle>
        {result.isCorrect ? (
          <Badge variant="success" className="text-sm">
            <CheckCircle2Icon aria-hidden="true" />
            CORRECT
          </Badge>
        ) : (
          <Badge variant="destructive" className="text-sm">
            <XCircleIcon aria-hidden="true" />
            INCORRECT
          </Badge>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div className="rounded-lg border border-border bg-background/40 p-3">
            <dt className="text-muted-foreground">Your prediction</dt>
            <dd className="text-lg font-semibold">{answer.toUpperCase()}</dd>
          </div>
          <div className="rounded-lg border border-border bg-background/40 p-3">
            <dt className="text-muted-foreground">Result</dt>
            <dd className="text-lg font-semibold">{outcome.toUpperCase()}</dd>
          </div>
        </dl>
        <div className="flex flex-col gap-2">
          <p className="text-sm font-medium">Video Verification</p>
          <div className="flex flex-col gap-2 sm:flex-row">
            {result.originalVideoLink ? (
              <Button variant="outline" asChild className="sm:flex-1">
                <a
                  href={originalVideoHref(questionOriginalLink, result.originalVideoLink)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <ExternalLinkIcon aria-hidden="true" />
                  Original Video
                </a>
              </Button>
            ) : (
              // A clip without a source video (the demo catalog's) has nothing to open.
              <Button variant="outline" className="sm:flex-1" disabled>
                <ExternalLinkIcon aria-hidden="true" />
                Original Video
              </Button>
            )}
            <Button variant="outline" className="sm:flex-1" onClick={onPlayPostVideo}>
              <PlayCircleIcon aria-hidden="true" />
              Post-Answer Video
            </Button>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}

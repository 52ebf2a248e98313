import type { ServerMessage } from '@gom/contract/socket';
import type { MediaGate } from '../../media/media-token.ts';
import type { RoundMessage } from './rules/round-state.ts';

// A rules message as the wire's server message (spec §7). Media links are fresh signed tokens: the
// pre-answer video without a gate; the post-answer and original videos gated on (game, question), so they
// answer 403 until that question is answered. Nothing before the answer names the clip or its outcome.

/** The stored assets of a clip, as the media service needs them. */
export interface ClipMedia {
  preVideoKey: string;
  postVideoKey: string;
  /** The source footage's own URL, when an import gives one; shown only after the answer. */
  originalUrl: string | null;
}

/** Issues `/api/media/<token>` for a stored asset (the media plugin's `issuePath`). */
export type IssueMediaPath = (options: { key: string; gate?: MediaGate }) => string;

export interface BuildServerMessageOptions {
  gameId: string;
  message: RoundMessage;
  /** The clip of a questionSent or questionAnswered message. */
  clip?: ClipMedia;
  issuePath: IssueMediaPath;
}

export function buildServerMessage({ gameId, message, clip, issuePath }: BuildServerMessageOptions): ServerMessage {
  switch (message.type) {
    case 'gameStarted':
      return { type: 'gameStarted', payload: {} };
    case 'errorOccurred':
      return { type: 'errorOccurred', payload: { message: message.message } };
    case 'gameEnded':
      return {
        type: 'gameEnded',
        payload: { score: message.score, totalQuestions: message.totalQuestions, reason: message.reason },
      };
    case 'questionSent': {
      const media = requireClip(clip, message.type);
      const gate = (kind: MediaGate['kind']): MediaGate => ({ gameId, questionIndex: message.questionIndex, kind });
      return {
        type: 'questionSent',
        payload: {
          questionIndex: message.questionIndex,
          question: {
            preVideoLink: issuePath({ key: media.preVideoKey }),
            postVideoLink: issuePath({ key: media.postVideoKey, gate: gate('post') }),
            // An external original URL would give the outcome away: before the answer, a gated link.
            originalVideoLink: issuePath({ key: media.postVideoKey, gate: gate('original') }),
          },
          deadline: new Date(message.deadlineAt).toISOString(),
        },
      };
    }
    case 'questionAnswered': {
      const media = requireClip(clip, message.type);
      const gate = (kind: MediaGate['kind']): MediaGate => ({ gameId, questionIndex: message.questionIndex, kind });
      return {
        type: 'questionAnswered',
        payload: {
          isCorrect: message.isCorrect,
          postVideoLink: issuePath({ key: media.postVideoKey, gate: gate('post') }),
          originalVideoLink: media.originalUrl ?? issuePath({ key: media.postVideoKey, gate: gate('original') }),
        },
      };
    }
  }
}

function requireClip(clip: ClipMedia | undefined, type: string): ClipMedia {
  if (!clip) throw new Error(`A ${type} message needs its clip's media`);
  return clip;
}

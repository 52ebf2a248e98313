import type { ServerMessage } from '@gom/contract/socket';
import type { MediaGate } from '../../media/media-token.ts';
import { fromMinorUnits } from '../ledger/minor-units.ts';
import type { GameResult } from './read-game-result.ts';
import type { RoundMessage } from './rules/round-state.ts';

// A rules message as the wire's server message (spec §7). Media links are fresh signed tokens: the
// pre-answer video without a gate; the post-answer and original videos gated on (game, question), so they
// answer 403 until that question is answered. Nothing before the answer names the clip or its outcome; for a
// playing window's entry nothing names it before the tournament's close (answerLocked, entryEnded; decision 0173).

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
  /** The settled result of a gameEnded message. */
  result?: GameResult;
  issuePath: IssueMediaPath;
}

export function buildServerMessage({
  gameId,
  message,
  clip,
  result,
  issuePath,
}: BuildServerMessageOptions): ServerMessage {
  switch (message.type) {
    case 'gameStarted':
      return { type: 'gameStarted', payload: {} };
    case 'errorOccurred':
      return { type: 'errorOccurred', payload: { message: message.message } };
    case 'gameEnded': {
      if (!result) throw new Error('A gameEnded message needs the settled result');
      if (result.score !== message.score || result.reason !== message.reason) {
        throw new Error(`The settled result (${result.score}, ${result.reason}) is not the game's end`);
      }
      return gameEndedMessage(result);
    }
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
    case 'questionTimer':
      return {
        type: 'questionTimer',
        payload: { questionIndex: message.questionIndex, deadline: new Date(message.deadlineAt).toISOString() },
      };
    case 'answerLocked':
      // A contest entry's call, locked in: nothing of the clip, the same message whatever the verdict.
      return { type: 'answerLocked', payload: { questionIndex: message.questionIndex, answer: message.answer } };
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

/**
 * The wire's gameEnded for a settled game: the same whether sent at the end or to a socket opened later. A result
 * withheld to its contest's close (a playing window's entry) is its entryEnded instead: no score, no money.
 */
export function gameEndedMessage(result: GameResult): ServerMessage {
  if (result.withheldUntil) {
    return {
      type: 'entryEnded',
      payload: {
        totalQuestions: result.totalQuestions,
        reason: result.reason,
        difficulty: result.difficulty,
        answered: result.answered,
        resultsAt: result.withheldUntil.toISOString(),
      },
    };
  }
  const money = (minor: bigint) => ({ value: fromMinorUnits(minor, result.currency), currency: result.currency });
  return {
    type: 'gameEnded',
    payload: {
      score: result.score,
      totalQuestions: result.totalQuestions,
      reason: result.reason,
      difficulty: result.difficulty,
      answered: result.answered,
      won: result.won,
      payout: money(result.payout),
      stake: money(result.stake),
      net: money(result.payout - result.stake),
      winningsTransactionId: result.winningsTransactionId,
    },
  };
}

function requireClip(clip: ClipMedia | undefined, type: string): ClipMedia {
  if (!clip) throw new Error(`A ${type} message needs its clip's media`);
  return clip;
}

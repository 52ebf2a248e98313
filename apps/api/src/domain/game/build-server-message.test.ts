import { serverMessageSchema } from '@gom/contract/socket';
import { describe, expect, it } from 'vitest';
import type { MediaGate } from '../../media/media-token.ts';
import { buildServerMessage, type ClipMedia } from './build-server-message.ts';

const GAME_ID = '11111111-2222-4333-8444-555555555555';
const CLIP: ClipMedia = { preVideoKey: 'pre-key', postVideoKey: 'post-key', originalUrl: 'https://example.com/goal' };
const issued: Array<{ key: string; gate?: MediaGate }> = [];
const issuePath = (options: { key: string; gate?: MediaGate }) => {
  issued.push(options);
  return `/api/media/token-${issued.length}`;
};

describe('buildServerMessage', () => {
  it('sends a question with an ungated pre-answer link, gated others, an ISO deadline, and nothing else', () => {
    issued.length = 0;
    const wire = buildServerMessage({
      gameId: GAME_ID,
      message: { audience: 'all', type: 'questionSent', questionIndex: 2, clipId: 'clip-id', deadlineAt: 1_000 },
      clip: CLIP,
      issuePath,
    });
    expect(serverMessageSchema.parse(wire)).toEqual(wire);
    expect(wire).toEqual({
      type: 'questionSent',
      payload: {
        questionIndex: 2,
        question: {
          preVideoLink: '/api/media/token-1',
          postVideoLink: '/api/media/token-2',
          originalVideoLink: '/api/media/token-3',
        },
        deadline: '1970-01-01T00:00:01.000Z',
      },
    });
    expect(issued).toEqual([
      { key: 'pre-key' },
      { key: 'post-key', gate: { gameId: GAME_ID, questionIndex: 2, kind: 'post' } },
      // The external original URL would give the outcome away before the answer.
      { key: 'post-key', gate: { gameId: GAME_ID, questionIndex: 2, kind: 'original' } },
    ]);
    expect(JSON.stringify(wire)).not.toMatch(/clip-id|example\.com|goal|miss/);
  });

  it("states a question's final deadline in questionTimer as an ISO time", () => {
    const wire = buildServerMessage({
      gameId: GAME_ID,
      message: { audience: 'all', type: 'questionTimer', questionIndex: 1, deadlineAt: 12_500 },
      issuePath,
    });
    expect(serverMessageSchema.parse(wire)).toEqual(wire);
    expect(wire).toEqual({
      type: 'questionTimer',
      payload: { questionIndex: 1, deadline: '1970-01-01T00:00:12.500Z' },
    });
  });

  it('answers with the verdict, the gated post-answer link and the original footage', () => {
    issued.length = 0;
    const wire = buildServerMessage({
      gameId: GAME_ID,
      message: { audience: 'all', type: 'questionAnswered', questionIndex: 0, clipId: 'clip-id', isCorrect: true },
      clip: CLIP,
      issuePath,
    });
    expect(wire).toEqual({
      type: 'questionAnswered',
      payload: { isCorrect: true, postVideoLink: '/api/media/token-1', originalVideoLink: 'https://example.com/goal' },
    });
  });

  it('states the settled money result in gameEnded: won, payout, stake and the signed net in the currency, the winnings id', () => {
    const won = buildServerMessage({
      gameId: GAME_ID,
      message: { audience: 'all', type: 'gameEnded', score: 4, totalQuestions: 5, reason: 'completed' },
      result: {
        score: 4,
        totalQuestions: 5,
        reason: 'completed',
        difficulty: 'hard',
        answered: 5,
        won: true,
        currency: 'USDT',
        stake: 1_500_000n,
        payout: 2_175_000n,
        winningsTransactionId: 'tx-1',
        withheldUntil: null,
      },
      issuePath,
    });
    expect(serverMessageSchema.parse(won)).toEqual(won);
    expect(won).toEqual({
      type: 'gameEnded',
      payload: {
        score: 4,
        totalQuestions: 5,
        reason: 'completed',
        difficulty: 'hard',
        answered: 5,
        won: true,
        payout: { value: 2.175, currency: 'USDT' },
        stake: { value: 1.5, currency: 'USDT' },
        net: { value: 0.675, currency: 'USDT' },
        winningsTransactionId: 'tx-1',
      },
    });

    const lost = buildServerMessage({
      gameId: GAME_ID,
      message: { audience: 'all', type: 'gameEnded', score: 3, totalQuestions: 5, reason: 'timeout' },
      result: {
        score: 3,
        totalQuestions: 5,
        reason: 'timeout',
        difficulty: 'normal',
        answered: 3,
        won: false,
        currency: 'USD',
        stake: 200n,
        payout: 0n,
        winningsTransactionId: null,
        withheldUntil: null,
      },
      issuePath,
    });
    // Timed out on question 4: 3 called, 2 (the one that ran out and the last) never answered.
    expect(lost.payload).toMatchObject({
      score: 3,
      totalQuestions: 5,
      answered: 3,
      won: false,
      payout: { value: 0, currency: 'USD' },
      stake: { value: 2, currency: 'USD' },
      net: { value: -2, currency: 'USD' },
      winningsTransactionId: null,
    });
  });

  it('locks a contest entry’s answer in: the call only, no verdict and no link, the same size either way', () => {
    issued.length = 0;
    const wires = (['goal', 'miss'] as const).map((answer) =>
      buildServerMessage({
        gameId: GAME_ID,
        message: { audience: 'all', type: 'answerLocked', questionIndex: 2, answer },
        issuePath,
      }),
    );
    expect(wires[0]).toEqual({ type: 'answerLocked', payload: { questionIndex: 2, answer: 'goal' } });
    expect(serverMessageSchema.parse(wires[1])).toEqual(wires[1]);
    expect(JSON.stringify(wires[0]).length).toBe(JSON.stringify(wires[1]).length);
    expect(issued).toEqual([]);
  });

  it('ends a withheld entry with entryEnded: its close, what the entrant called, and no score or money', () => {
    const resultsAt = new Date('2026-12-04T20:00:00.000Z');
    const wire = buildServerMessage({
      gameId: GAME_ID,
      message: { audience: 'all', type: 'gameEnded', score: 4, totalQuestions: 5, reason: 'completed' },
      result: {
        score: 4,
        totalQuestions: 5,
        reason: 'completed',
        difficulty: 'normal',
        answered: 5,
        won: false,
        currency: 'USD',
        stake: 200n,
        payout: 0n,
        winningsTransactionId: null,
        withheldUntil: resultsAt,
      },
      issuePath,
    });
    expect(wire).toEqual({
      type: 'entryEnded',
      payload: {
        totalQuestions: 5,
        reason: 'completed',
        difficulty: 'normal',
        answered: 5,
        resultsAt: resultsAt.toISOString(),
      },
    });
    expect(serverMessageSchema.parse(wire)).toEqual(wire);
  });

  it('refuses to send a gameEnded without its settled result, or with another game end', () => {
    const message = { audience: 'all', type: 'gameEnded', score: 3, totalQuestions: 5, reason: 'timeout' } as const;
    expect(() => buildServerMessage({ gameId: GAME_ID, message, issuePath })).toThrow(/settled result/);
    const other = {
      score: 2,
      totalQuestions: 5,
      reason: 'timeout' as const,
      difficulty: 'normal' as const,
      answered: 2,
      won: false,
      currency: 'USD',
      stake: 200n,
      payout: 0n,
      winningsTransactionId: null,
      withheldUntil: null,
    };
    expect(() => buildServerMessage({ gameId: GAME_ID, message, result: other, issuePath })).toThrow(/not the game/);
  });

  it('passes refusals through as the contract says', () => {
    expect(
      buildServerMessage({
        gameId: GAME_ID,
        message: { audience: 'sender', type: 'errorOccurred', message: 'No' },
        issuePath,
      }),
    ).toEqual({ type: 'errorOccurred', payload: { message: 'No' } });
  });
});

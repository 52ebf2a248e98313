import { describe, expect, it } from 'vitest';
import type { IssueMediaPath } from '../build-server-message.ts';
import { createGatedLinks } from './gated-links.ts';

/** An issuer that hands out a new link on every call, as the real one does (a fresh nonce each time). */
function countingIssuer() {
  let issued = 0;
  const issuePath: IssueMediaPath = ({ key, gate }) => {
    issued += 1;
    return `/api/media/${key}/${gate ? `${gate.gameId}-${gate.questionIndex}-${gate.kind}` : 'open'}/${issued}`;
  };
  return { issuePath, issued: () => issued };
}

const gate = (gameId: string, questionIndex: number, kind: 'post' | 'original') => ({ gameId, questionIndex, kind });

describe('gated links', () => {
  it("gives a question's answer the links its question carried, per kind, and new ones to other questions", () => {
    const { issuePath, issued } = countingIssuer();
    const links = createGatedLinks(issuePath);
    const issue = links.issuePathFor('game-1');
    const post = issue({ key: 'clip-a/post', gate: gate('game-1', 0, 'post') });
    const original = issue({ key: 'clip-a/post', gate: gate('game-1', 0, 'original') });
    expect(original).not.toBe(post);
    // The answer, built later with a new issuer for the same game.
    const again = links.issuePathFor('game-1');
    expect(again({ key: 'clip-a/post', gate: gate('game-1', 0, 'post') })).toBe(post);
    expect(again({ key: 'clip-a/post', gate: gate('game-1', 0, 'original') })).toBe(original);
    expect(issued()).toBe(2);
    expect(again({ key: 'clip-b/post', gate: gate('game-1', 1, 'post') })).not.toBe(post);
    expect(links.issuePathFor('game-2')({ key: 'clip-a/post', gate: gate('game-2', 0, 'post') })).not.toBe(post);
    expect(issued()).toBe(4);
  });

  it("issues open links, and another game's gates, as asked every time", () => {
    const { issuePath, issued } = countingIssuer();
    const issue = createGatedLinks(issuePath).issuePathFor('game-1');
    expect(issue({ key: 'clip-a/pre' })).not.toBe(issue({ key: 'clip-a/pre' }));
    const foreign = { key: 'clip-a/post', gate: gate('game-9', 0, 'post') };
    expect(issue(foreign)).not.toBe(issue(foreign));
    expect(issued()).toBe(4);
  });

  it('issues new links once the game is forgotten', () => {
    const { issuePath } = countingIssuer();
    const links = createGatedLinks(issuePath);
    const asked = { key: 'clip-a/post', gate: gate('game-1', 0, 'post') };
    const first = links.issuePathFor('game-1')(asked);
    links.forgetGame('game-1');
    expect(links.issuePathFor('game-1')(asked)).not.toBe(first);
  });
});

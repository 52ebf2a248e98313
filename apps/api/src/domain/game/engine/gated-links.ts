import type { IssueMediaPath } from '../build-server-message.ts';

// A question's gated links (its post-answer video, its original footage) go out twice: with the question, locked,
// and with its answer, open. They are the same link: the gate, not the token, decides when it opens. Issued once
// per question and kind while its game is live in this process, the answer reuses the question's (every
// issue is an AES-GCM cipher, three buffers and a native object for the collector, and a live game issued five
// links per question). A token lasts hours; a live game minutes.

export interface GatedLinks {
  /** `issuePath` for the messages of `gameId`: its gated links are issued once and then reused. */
  issuePathFor(gameId: string): IssueMediaPath;
  /** The game is over or gone from this process: its links are not kept. */
  forgetGame(gameId: string): void;
}

export function createGatedLinks(issuePath: IssueMediaPath): GatedLinks {
  const games = new Map<string, Map<string, string>>();
  return {
    issuePathFor(gameId) {
      return (options) => {
        const { gate } = options;
        // Only this game's gates: anything else is issued as asked.
        if (!gate || gate.gameId !== gameId) return issuePath(options);
        const id = `${gate.questionIndex}:${gate.kind}:${options.key}`;
        let links = games.get(gameId);
        const kept = links?.get(id);
        if (kept !== undefined) return kept;
        const link = issuePath(options);
        if (!links) games.set(gameId, (links = new Map()));
        links.set(id, link);
        return link;
      };
    },
    forgetGame(gameId) {
      games.delete(gameId);
    },
  };
}

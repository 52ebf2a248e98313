import type { Challenge } from '@gom/contract/contests';

// What a challenge says to the player looking at it, worked out from what the server sent (never money maths).

export const CHALLENGE_STATUS_LABELS: Record<Challenge['status'], string> = {
  open: 'Waiting for your friend',
  accepted: 'Being played',
  closed: 'Finished',
  expired: 'Expired',
};

/** The challenge's outcome for this viewer, once it is closed. */
export function outcomeFor(challenge: Challenge, viewerId: string): 'won' | 'lost' | 'draw' | null {
  if (challenge.status !== 'closed') return null;
  if (challenge.winnerId === null) return 'draw';
  return challenge.winnerId === viewerId ? 'won' : 'lost';
}

/** The other player of the challenge, as the viewer sees it (null until someone accepts). */
export function opponentOf(challenge: Challenge, viewerId: string) {
  return challenge.entries.find((entry) => entry.userId !== viewerId) ?? null;
}

export function ownEntryOf(challenge: Challenge, viewerId: string) {
  return challenge.entries.find((entry) => entry.userId === viewerId) ?? null;
}

/** A total answer time in seconds, one decimal: '12.4 s'. */
export function formatAnswerTime(milliseconds: number): string {
  return `${(milliseconds / 1000).toFixed(1)} s`;
}

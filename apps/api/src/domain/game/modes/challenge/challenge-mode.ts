import type { AppDatabase } from '../../../../db/client.ts';
import type { Clock } from '../../../../lib/clock.ts';
import { reserveClipsForMatch } from '../../../clips/catalog/hold-clips.ts';
import { settleChallenge, type ChallengeSettlement } from '../../../contests/challenges/settle-challenge.ts';
import type { ReserveGameClipsOptions } from '../../reserve-game-clips.ts';
import type { MatchModeModule } from '../match-mode.ts';
import { soloMode, type SoloTypes } from '../solo/solo-mode.ts';

/** A head-to-head challenge (decision 0160): two entries on one clip set, each played as a solo game is. */
export interface ChallengeTypes {
  plan: ReserveGameClipsOptions;
  admit: SoloTypes['admit'];
  admission: SoloTypes['admission'];
  entry: SoloTypes['entry'];
  event: SoloTypes['event'];
  decision: SoloTypes['decision'];
  settle: { db: AppDatabase; clock: Clock; matchId: string };
  settlement: ChallengeSettlement;
}

/**
 * The challenge mode: its clip set is the fresh buffer's balanced draw (as solo's), then reserved for the match alone
 * (decision 0163); each entry is admitted, played and ended by the solo rules; the match settles once both entries are
 * over (or its time to play is), from its pool: the winner both stakes less the rake, a draw both back.
 */
export const challengeMode: MatchModeModule<ChallengeTypes> = {
  mode: 'challenge',
  planClipSet: async (options) => {
    const drawn = await soloMode.planClipSet(options);
    await reserveClipsForMatch({ db: options.db, clipIds: drawn.map((question) => question.clipId), now: options.now });
    return drawn;
  },
  admit: soloMode.admit,
  applyEvent: soloMode.applyEvent,
  isOver: soloMode.isOver,
  settle: async (options) => (await settleChallenge(options)) ?? undefined,
};

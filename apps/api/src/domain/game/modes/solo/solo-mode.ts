import type { RoundEvent } from '../../rules/round-state.ts';
import type { GameDecision, GameRow } from '../../game-event-types.ts';
import { admitToGame, type AdmitToGameOptions, type GameAdmission } from '../../admit-to-game.ts';
import { decideGameEvent } from '../../decide-game-event.ts';
import { settlementToPersist } from '../../persist-game-event.ts';
import { reserveGameClips, type ReserveGameClipsOptions } from '../../reserve-game-clips.ts';
import type { GameSettlement } from '../../../wallets/settle-game-stake.ts';
import type { MatchModeModule } from '../match-mode.ts';

/** Solo: one player against the house, a match of one entry whose id is its game's. */
export interface SoloTypes {
  plan: ReserveGameClipsOptions;
  admit: AdmitToGameOptions;
  admission: GameAdmission;
  entry: GameRow;
  event: (at: number) => RoundEvent;
  decision: GameDecision;
  settle: Parameters<typeof settlementToPersist>[0];
  settlement: GameSettlement;
}

/**
 * The solo mode: its clip set is drawn from the fresh buffer for the player's filters (balanced goals and misses),
 * its one entry is admitted by its owner's session, its events are the round rules (`rules/`), it is over when its
 * one game ends or is voided, and its settlement is the stake against the house at the quoted odds
 * (`ledger_settle_game`, embedded in the game's final write).
 */
export const soloMode: MatchModeModule<SoloTypes> = {
  mode: 'solo',
  planClipSet: reserveGameClips,
  admit: admitToGame,
  applyEvent: decideGameEvent,
  isOver: (decision) => decision.after.phase === 'ended' || decision.after.phase === 'voided',
  settle: settlementToPersist,
};

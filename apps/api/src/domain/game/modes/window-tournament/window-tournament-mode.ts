import type { AppDatabase } from '../../../../db/client.ts';
import type { Clock } from '../../../../lib/clock.ts';
import { closeTournament, type CloseOutcome } from '../../../contests/tournaments/close-tournament.ts';
import type { EnterTournamentOptions } from '../../../contests/tournaments/enter-tournament.ts';
import type { MatchModeModule } from '../match-mode.ts';
import { soloMode, type SoloTypes } from '../solo/solo-mode.ts';
import { tournamentMode, type TournamentTypes } from '../tournament/tournament-mode.ts';

/** A tournament played within a playing window (decision 0170): the live format's money, each entry the solo rules'. */
export interface WindowTournamentTypes {
  plan: TournamentTypes['plan'];
  admit: EnterTournamentOptions;
  admission: TournamentTypes['admission'];
  entry: SoloTypes['entry'];
  event: SoloTypes['event'];
  decision: SoloTypes['decision'];
  settle: { db: AppDatabase; clock: Clock; matchId: string };
  settlement: CloseOutcome;
}

/**
 * The playing-window format of the tournament mode: planned, entered and settled as a live tournament is (the same
 * fresh clip set reserved for it, the fee held then pooled at the start, the close paying by rank once), but each
 * entry is played, once, in its player's own time by the solo rules (as a challenge side is), so an entry's end is
 * its own and never the match's: the match is over at its close, which waits for every entry still in play.
 */
export const windowTournamentMode: MatchModeModule<WindowTournamentTypes> = {
  mode: 'tournament',
  planClipSet: tournamentMode.planClipSet,
  admit: tournamentMode.admit,
  applyEvent: soloMode.applyEvent,
  isOver: () => false,
  settle: async (options) => closeTournament(options),
};

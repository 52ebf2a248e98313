// What the renderer needs to know of a clip besides its timeline: the overlay's words and the kits.
// A DemoClip of the simulator's catalog fits it as is.
import type { GoalType } from '@gom/contract/constants';
import type { Kit } from '../simulator/competitions.ts';

export interface RenderClipInfo {
  league: string;
  seasonYear: number;
  goalType: GoalType;
  attackingTeam: string;
  defendingTeam: string;
  kits: { attack: Kit; defence: Kit; goalkeeper: Kit };
}

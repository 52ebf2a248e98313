// Who plays in a clip: two clubs of the competition and three kits that tell the sides and the goalkeeper
// apart on screen. Drawn from one uniform number, so a clip's matchup is as reproducible as its situation.
import { colourDistance, GOALKEEPER_KITS } from './competitions.ts';
import type { Competition, Kit } from './competitions.ts';

/** Shirts closer than this are too alike to tell apart on screen; the away side changes kit. */
const KIT_CLASH_DISTANCE = 180;

export interface Matchup {
  attackingTeam: string;
  defendingTeam: string;
  kits: { attack: Kit; defence: Kit; goalkeeper: Kit };
}

/** `pick` is uniform in [0, 1). */
export function pickMatchup(competition: Competition, pick: number): Matchup {
  const clubs = competition.clubs;
  const home = Math.floor(pick * clubs.length);
  const attack = clubs[home]!;
  const defence = clubs[(home + 1 + (Math.floor(pick * 997) % (clubs.length - 1))) % clubs.length]!;
  const defenceKit =
    colourDistance(attack.home.shirt, defence.home.shirt) < KIT_CLASH_DISTANCE ? defence.away : defence.home;
  const goalkeeper = [...GOALKEEPER_KITS].sort(
    (a, b) => kitContrast(b, attack.home, defenceKit) - kitContrast(a, attack.home, defenceKit),
  )[0]!;
  return {
    attackingTeam: attack.name,
    defendingTeam: defence.name,
    kits: { attack: attack.home, defence: defenceKit, goalkeeper },
  };
}

function kitContrast(candidate: Kit, a: Kit, b: Kit): number {
  return Math.min(colourDistance(candidate.shirt, a.shirt), colourDistance(candidate.shirt, b.shirt));
}

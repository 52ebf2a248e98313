// The cells the demo buffer keeps stocked: every invented competition × difficulty level × season × goal type.
// The order is the refill's tie-break: the default level (normal) of every league comes before any other level,
// because the game's league picker lists a league by its normal clips (another level is stocked first once a
// player asks for it: a refused quote is a demand); within a league and level, shots over every season come
// before free kicks, so a league's first clips already span its seasons (a first start offers the full year range).
import { DEFAULT_DIFFICULTY, DIFFICULTIES, GOAL_TYPES } from '@gom/contract/constants';
import { DEMO_COMPETITIONS } from '../simulator/competitions.ts';
import { DEMO_FIRST_SEASON, DEMO_LAST_SEASON } from '../simulator/generate-demo-catalog.ts';
import type { BufferCell } from './plan-buffer-refill.ts';

const SHOTS_FIRST = [...GOAL_TYPES].sort((a, b) => (a === 'Shot' ? -1 : b === 'Shot' ? 1 : 0));
const DEFAULT_LEVEL_FIRST = [DEFAULT_DIFFICULTY, ...DIFFICULTIES.filter((level) => level !== DEFAULT_DIFFICULTY)];

export function listDemoBufferCells(): BufferCell[] {
  const cells: BufferCell[] = [];
  for (const difficulty of DEFAULT_LEVEL_FIRST) {
    for (const competition of [...DEMO_COMPETITIONS].sort((a, b) => a.name.localeCompare(b.name))) {
      for (const goalType of SHOTS_FIRST) {
        for (let seasonYear = DEMO_FIRST_SEASON; seasonYear <= DEMO_LAST_SEASON; seasonYear++) {
          cells.push({ league: competition.name, difficulty, seasonYear, goalType });
        }
      }
    }
  }
  return cells;
}

// The cells the demo buffer keeps stocked: every invented competition × season × goal type.
import { GOAL_TYPES } from '@gom/contract/constants';
import { DEMO_COMPETITIONS } from '../simulator/competitions.ts';
import { DEMO_FIRST_SEASON, DEMO_LAST_SEASON } from '../simulator/generate-demo-catalog.ts';
import type { BufferCell } from './plan-buffer-refill.ts';

export function listDemoBufferCells(): BufferCell[] {
  const cells: BufferCell[] = [];
  for (const competition of [...DEMO_COMPETITIONS].sort((a, b) => a.name.localeCompare(b.name))) {
    for (let seasonYear = DEMO_FIRST_SEASON; seasonYear <= DEMO_LAST_SEASON; seasonYear++) {
      for (const goalType of GOAL_TYPES) cells.push({ league: competition.name, seasonYear, goalType });
    }
  }
  return cells;
}

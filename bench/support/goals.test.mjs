import { describe, expect, it } from 'vitest';
import { formatGoalTable, readGoals, reportFigure, reportGoal } from './goals.mjs';

/** What `report` printed, as the goal rows run.mjs reads back from a benchmark's output. */
function rowsPrintedBy(report) {
  const lines = [];
  const log = console.log;
  console.log = (line) => lines.push(line);
  try {
    report();
  } finally {
    console.log = log;
  }
  return readGoals(lines.join('\n'));
}

describe('the goal table', () => {
  it('shows a measure that could not be taken as not measured and not met', () => {
    const [goal] = rowsPrintedBy(() =>
      reportGoal({ measure: 'Lighthouse /dashboard', value: NaN, goal: 90, better: 'higher' }),
    );
    expect(goal).toMatchObject({ value: null, met: false });
    expect(formatGoalTable([goal])).toMatch(/Lighthouse \/dashboard\s+not measured\s+≥ 90\s+—\s+NOT MET/);
  });

  it('judges each goal by its direction', () => {
    const rows = rowsPrintedBy(() => {
      reportGoal({ measure: 'p99', value: 51, goal: 50, unit: ' ms', better: 'lower' });
      reportGoal({ measure: 'capacity', value: 1_000, goal: 1_000, unit: '/s', better: 'higher' });
    });
    expect(rows.map((row) => row.met)).toEqual([false, true]);
    const [p99, capacity] = formatGoalTable(rows).split('\n').slice(1);
    expect(p99).toMatch(/p99\s+51 ms\s+≤ 50 ms\s+1\.02\s+NOT MET/);
    expect(capacity).toMatch(/capacity\s+1000\/s\s+≥ 1000\/s\s+1\.00\s+met/);
  });

  it('prints a figure beside the goals with its reason, neither met nor not met', () => {
    const [figure] = rowsPrintedBy(() =>
      reportFigure({ measure: 'stress p99', value: 73.9, unit: ' ms', why: 'performance note 0051' }),
    );
    expect(figure).not.toHaveProperty('met');
    const table = formatGoalTable([figure]);
    expect(table).toMatch(/stress p99\s+73\.9 ms\s+none\s+—\s+printed \(performance note 0051\)/);
    expect(table).not.toMatch(/met/i);
  });
});

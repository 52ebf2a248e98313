// Each benchmark reports its goal rows with `reportGoal`; `npm run bench` (run.mjs) collects
// them from every benchmark's output and ends with one table: measure, today's value, goal, met or not. A figure
// the table shows beside the goals without judging it (`reportFigure`) says why it is not a goal.

const MARKER = 'BENCH_GOAL ';

/**
 * `better`: 'lower' or 'higher'. `value` and `goal` are numbers in `unit`; `ratio` how far the value is from the
 * goal (value/goal, so ≤ 1 meets a 'lower' goal and ≥ 1 a 'higher' one).
 */
export function reportGoal({ measure, value, goal, unit = '', better }) {
  // A measure that could not be taken (NaN) is sent as null and is never met.
  const met = better === 'lower' ? value <= goal : value >= goal;
  console.log(`${MARKER}${JSON.stringify({ measure, value, goal, unit, better, met })}`);
}

/** A row printed in the table with no goal: `why` names the reason (a decision) in its last column. */
export function reportFigure({ measure, value, unit = '', why }) {
  console.log(`${MARKER}${JSON.stringify({ measure, value, unit, why })}`);
}

/** The goal rows in a benchmark's output, in order. */
export function readGoals(output) {
  return output
    .split('\n')
    .filter((line) => line.startsWith(MARKER))
    .map((line) => JSON.parse(line.slice(MARKER.length)));
}

/** The closing table of `npm run bench`. */
export function formatGoalTable(goals) {
  const number = (value) => (Number.isInteger(value) ? String(value) : value.toFixed(value < 10 ? 2 : 1));
  const rows = goals.map((goal) => [
    goal.measure,
    goal.value === null ? 'not measured' : `${number(goal.value)}${goal.unit}`,
    goal.why ? 'none' : `${goal.better === 'lower' ? '≤' : '≥'} ${number(goal.goal)}${goal.unit}`,
    goal.value === null || goal.why ? '—' : `${(goal.value / goal.goal).toFixed(2)}`,
    goal.why ? `printed (${goal.why})` : goal.met ? 'met' : 'NOT MET',
  ]);
  const header = ['measure', 'today', 'goal', 'today/goal', ''];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) => cells.map((cell, column) => cell.padEnd(widths[column])).join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}

// Runs every check and test the project has: types, lint, format and the production build side by side (each of
// tsc, ESLint and Prettier keeps one core busy), then the unit + API tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), then the browser journeys against the built app. The tests and the journeys keep the
// machine to themselves: beside each other on this 2-core machine, the journeys' own servers took over two minutes to
// start and the property tests passed their limits (performance note 0061).
// Ends with one plain line 'N passed, N failed, N skipped' summed over the test runners: a skipped test
// is named in the total, so a suite that quietly stops running shows. Before it: the failures by name, the slowest
// test files, and when each step ran with how busy the cores were meanwhile (test-results/reports/timeline.json
// keeps the cores' busy share every 5 s).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const reports = join(process.cwd(), 'test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const CPU_SAMPLE_MS = 5_000;

const runStarted = Date.now();
const since = (time) => (time - runStarted) / 1000;

/** The machine's busy and total CPU time so far (Linux's /proc/stat), or undefined elsewhere. */
function cpuTimes() {
  if (!existsSync('/proc/stat')) return undefined;
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1, 9).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  // idle and iowait: a core waiting on nothing or on the disk is a core another runner could use.
  return { busy: total - fields[3] - fields[4], total };
}
const busyShare = (from, to) =>
  from && to && to.total > from.total ? Math.round((100 * (to.busy - from.busy)) / (to.total - from.total)) : undefined;

// Where the cores sat idle in the run, in steps of CPU_SAMPLE_MS: the figures a change to this schedule is judged by.
const cpuSamples = [];
let lastSample = cpuTimes();
const sampler = setInterval(() => {
  const now = cpuTimes();
  cpuSamples.push({ seconds: Math.round(since(Date.now())), busyPercent: busyShare(lastSample, now) });
  lastSample = now;
}, CPU_SAMPLE_MS);
sampler.unref();

const timeline = [];

/** Runs one step; beside others, each line of its output carries its label. Resolves to whether it passed. */
function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const cpuBefore = cpuTimes();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      // Colours still reach a terminal through the pipe that labels the lines.
      env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...env },
    });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop();
        for (const line of lines) console.log(`[${label}] ${line}`);
      });
      stream.on('end', () => rest && console.log(`[${label}] ${rest}`));
    }
    child.on('error', (error) => console.log(`[${label}] ${error.message}`));
    child.on('close', (code) => {
      const ended = Date.now();
      const ok = code === 0;
      const cpu = busyShare(cpuBefore, cpuTimes());
      timeline.push({ label, ok, from: since(started), to: since(ended), cpu });
      console.log(
        `=== ${label}: ${ok ? 'ok' : 'FAILED'} in ${((ended - started) / 1000).toFixed(1)} s` +
          (cpu === undefined ? '' : ` (the machine's cores ${cpu} % busy meanwhile)`),
      );
      resolve(ok);
    });
  });
}

const relative = (file) => file.replace(`${process.cwd()}/`, '');
const firstLine = (text = '') =>
  text
    .split('\n')
    .find((line) => line.trim() !== '')
    ?.trim()
    .slice(0, 200) ?? '';

function failedVitestTests(report) {
  return (report?.testResults ?? []).flatMap((file) => {
    const tests = file.assertionResults.filter((test) => test.status === 'failed');
    // A file that fails to load has no failed test of its own, only a message.
    if (tests.length === 0 && file.status === 'failed') return [`${relative(file.name)}: ${firstLine(file.message)}`];
    return tests.map((test) => `${relative(file.name)} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  });
}

function failedPlaywrightTests(report) {
  const lines = [];
  const visit = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        lines.push(`${file ?? suite.file} › ${spec.title}: ${firstLine(stripVTControlCharacters(error ?? ''))}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, file ?? suite.file);
  };
  for (const suite of report?.suites ?? []) visit(suite);
  return lines;
}

function slowestVitestFiles(results, count) {
  return results
    .map((file) => ({ name: relative(file.name), seconds: (file.endTime - file.startTime) / 1000 }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map(({ name, seconds }) => `  ${seconds.toFixed(1).padStart(6)} s  ${name}`);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(join(reports, file), 'utf8'));
  } catch {
    return undefined;
  }
}

// The checks and the build side by side; lint and format gate nothing, the tests wait for the types and the build.
const typesRun = run('types', 'npm', ['run', '--silent', 'typecheck']);
const lintRun = run('lint', 'npm', ['run', '--silent', 'lint']);
const formatRun = run('format', 'npm', ['run', '--silent', 'format:check']);
const buildRun = run('build', 'npm', ['run', '--silent', 'build']);
const [types, build] = await Promise.all([typesRun, buildRun]);

// The tests tell nothing useful once types or the build are broken.
const testsAndJourneys = (async () => {
  if (!(types && build)) return true;
  const tests = await run('unit and API tests', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(reports, 'vitest.json')}`,
  ]);
  const journeys = await run('browser journeys', 'npx', ['playwright', 'test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'playwright.json'),
  });
  return tests && journeys;
})();
const ok = (await Promise.all([typesRun, lintRun, formatRun, buildRun, testsAndJourneys])).every(Boolean);
clearInterval(sampler);

let passed = 0;
let failed = 0;
let skipped = 0;
const vitest = readJson('vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
}
const playwright = readJson('playwright.json');
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
  skipped += playwright.stats.skipped;
}
if (!ok && failed === 0) failed = 1; // a failed check that is not a test still fails the run

writeFileSync(join(reports, 'timeline.json'), JSON.stringify({ steps: timeline, cpu: cpuSamples }, null, 2));

// The end of a long run is what a CI log keeps: name each failure there, the slowest test files and when each step
// ran.
const failures = [...failedVitestTests(vitest), ...failedPlaywrightTests(playwright)];
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((line) => `  ✗ ${line}`).join('\n')}`);
if (vitest) console.log(`\nSlowest test files:\n${slowestVitestFiles(vitest.testResults, 8).join('\n')}`);
console.log(
  `\nSteps (seconds from the start; the cores' busy share meanwhile):\n${timeline
    .map(
      ({ label, ok: passedStep, from, to, cpu }) =>
        `  ${from.toFixed(0).padStart(5)}–${to.toFixed(0).padEnd(5)} ${passedStep ? 'ok    ' : 'FAILED'} ${label}` +
        (cpu === undefined ? '' : ` (${cpu} %)`),
    )
    .join('\n')}`,
);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(ok ? 0 : 1);

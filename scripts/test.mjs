// Runs every check and test the project has, in the order a failure is cheapest to find:
// types, lint, format, unit + API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
// the production build, then the browser journeys against the built app.
// Ends with one plain line 'N passed, N failed, N skipped' summed over the test runners: a skipped test
// is named in the total, so a suite that quietly stops running shows.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const reports = join(process.cwd(), 'test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(
    `=== ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return result.status === 0;
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

function slowestVitestFiles(report, count) {
  return report.testResults
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

const steps = [
  ['types', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['format', 'npm', ['run', '--silent', 'format:check']],
  [
    'unit and API tests',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, 'vitest.json')}`],
  ],
  ['build', 'npm', ['run', '--silent', 'build']],
  [
    'browser journeys',
    'npx',
    ['playwright', 'test'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'playwright.json') },
  ],
];

let ok = true;
for (const [label, command, args, env] of steps) {
  if (!run(label, command, args, env)) {
    ok = false;
    // A later step tells nothing useful once types or the build are broken.
    if (label === 'types' || label === 'build') break;
  }
}

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

// The end of a long run is what a CI log keeps: name each failure there, and the slowest test files.
const failures = [...failedVitestTests(vitest), ...failedPlaywrightTests(playwright)];
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((line) => `  ✗ ${line}`).join('\n')}`);
if (vitest) console.log(`\nSlowest test files:\n${slowestVitestFiles(vitest, 8).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(ok ? 0 : 1);

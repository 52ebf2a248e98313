// A progress bar for long CLI work, on stderr so stdout stays clean for results. On a terminal it redraws one
// line in place: `[#########-----------]  45%  9/20  ETA 12s`; elsewhere (a log, CI) it prints a line at each
// tenth of the way instead.

const BAR_WIDTH = 24;
const LOG_STEPS = 10;

export interface ProgressBar {
  update(done: number): void;
  finish(): void;
}

/** Where text goes: process.stdout/stderr, or a test's collector. */
export interface TextOutput {
  write(text: string): unknown;
  isTTY?: boolean;
}

export interface CreateProgressBarOptions {
  total: number;
  label: string;
  stream?: TextOutput;
  now?: () => number;
}

export function formatProgress({
  label,
  done,
  total,
  elapsedMs,
}: {
  label: string;
  done: number;
  total: number;
  elapsedMs: number;
}): string {
  const ratio = total > 0 ? Math.min(1, done / total) : 1;
  const filled = Math.round(ratio * BAR_WIDTH);
  const percent = `${Math.floor(ratio * 100)}%`.padStart(4);
  const eta = done > 0 && done < total ? ` ETA ${formatSeconds(((total - done) * elapsedMs) / done / 1000)}` : '';
  return `${label} [${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] ${percent}  ${done}/${total}${eta}`;
}

function formatSeconds(seconds: number): string {
  const whole = Math.ceil(seconds);
  return whole >= 60 ? `${Math.floor(whole / 60)}m${String(whole % 60).padStart(2, '0')}s` : `${whole}s`;
}

export function createProgressBar({
  total,
  label,
  stream = process.stderr,
  now = Date.now,
}: CreateProgressBarOptions): ProgressBar {
  const startedAt = now();
  const inPlace = Boolean(stream.isTTY);
  let lastStep = -1;
  let current = 0;
  const draw = (done: number) => {
    const line = formatProgress({ label, done, total, elapsedMs: now() - startedAt });
    if (inPlace) stream.write(`\r${line}\x1b[K`);
    else {
      const step = total > 0 ? Math.floor((done / total) * LOG_STEPS) : LOG_STEPS;
      if (step !== lastStep) stream.write(`${line}\n`);
      lastStep = step;
    }
  };
  draw(0);
  return {
    update(done) {
      current = done;
      draw(done);
    },
    finish() {
      if (inPlace) {
        draw(current);
        stream.write('\n');
      }
    },
  };
}

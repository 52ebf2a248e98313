// The operator's commands over the clip catalog (`npm run clips -- <command>`). Kept apart from the entry file
// so tests run them in-process against a test database.
import { DIFFICULTIES, GOAL_TYPES, type GoalType } from '@gom/contract/constants';
import { parseArgs } from 'node:util';
import { join, resolve } from 'node:path';
import type { AppConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { Clock } from '../domain/clock.ts';
import { CLIP_COUNT_DIMENSIONS, countClips, type ClipCountDimension } from '../domain/clips/catalog/count-clips.ts';
import type { ClipFilters } from '../domain/clips/catalog/clip-filters.ts';
import { listClips } from '../domain/clips/catalog/list-clips.ts';
import { setClipEnabled } from '../domain/clips/catalog/set-clip-enabled.ts';
import { importManifest } from '../domain/clips/manifest/import-manifest.ts';
import type { ClipRecord } from '../domain/clips/catalog/clip-record.ts';
import type { RenderedMedia } from '../domain/clips/rendering/rendered-media.ts';
import { startRenderWorker } from '../domain/clips/rendering/start-render-worker.ts';
import { listDemoBufferCells } from '../domain/clips/generation/buffer-cells.ts';
import { insertFreshClips } from '../domain/clips/generation/insert-fresh-clips.ts';
import { simulateFreshClip } from '../domain/clips/generation/simulate-fresh-clip.ts';
import { DEMO_COMPETITIONS } from '../domain/clips/simulator/competitions.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import { RENDER_WORK_SUBDIR } from '../plugins/clip-library.ts';
import { createProgressBar, type TextOutput } from './progress-bar.ts';

export const EXIT_OK = 0;
/** The command ran but some of its work failed (bad manifest rows, failed renders, unknown clip). */
export const EXIT_PARTIAL = 1;
/** Wrong usage, or the input could not be read at all. */
export const EXIT_USAGE = 2;

/** Demo clips per `generate` at most: each takes a few seconds to render. */
const GENERATE_MAX_COUNT = 10_000;

export const CLIPS_USAGE = `Usage: npm run clips -- <command> [options]

Commands:
  generate --count N [--league L] [--year Y] [--type T] [--difficulty D]
                                    simulate N fresh demo clips (half goals, half misses) from
                                    this installation's secret and render them (progress on stderr);
                                    D is easy, normal or hard (default: all three in turn)
  import <manifest.csv|manifest.json>
                                    import an operator's videos; rows: league, year, goalType
                                    (Shot | Free Kick), outcome (goal | miss), preVideo, postVideo
                                    (paths relative to the manifest), optional xG (0-1), originalUrl
  list [--league L] [--year Y] [--type T]
                                    list clips (all states) matching the filters
  count --by league|year|type       count clips, playable clips, goals and misses
  disable <clipId>                  take a clip out of the game pool
  enable <clipId>                   put it back
  help                              this text

Uses the server's configuration (DATABASE_URL, DATA_DIR, MEDIA_STORAGE, ...). With the embedded
database (no DATABASE_URL) stop the server first: PGlite allows one process at a time.
Exit codes: 0 done, 1 done but some of it failed (bad rows, failed renders, unknown clip), 2 usage.`;

export interface ClipsCommandContext {
  config: AppConfig;
  database: DatabaseHandle;
  storage: MediaStorage;
  clock: Clock;
  stdout: TextOutput;
  stderr: TextOutput;
  /** Replaces the renderer (tests). */
  render?: (clip: ClipRecord) => Promise<RenderedMedia>;
}

class UsageError extends Error {}

export async function runClipsCommand(argv: readonly string[], context: ClipsCommandContext): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'generate':
        return await generate(rest, context);
      case 'import':
        return await importCommand(rest, context);
      case 'list':
        return await list(rest, context);
      case 'count':
        return await count(rest, context);
      case 'disable':
      case 'enable':
        return await setEnabled(rest, context, command === 'enable');
      case 'help':
      case '--help':
      case '-h':
        context.stdout.write(`${CLIPS_USAGE}\n`);
        return EXIT_OK;
      default:
        throw new UsageError(command ? `Unknown command "${command}".` : 'No command given.');
    }
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      context.stderr.write(`${(error as Error).message}\n\n${CLIPS_USAGE}\n`);
      return EXIT_USAGE;
    }
    throw error;
  }
}

function wholeNumber(name: string, raw: string | undefined, min: number, max: number): number | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max)
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}.`);
  return value;
}

async function generate(args: string[], context: ClipsCommandContext): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      count: { type: 'string' },
      league: { type: 'string' },
      year: { type: 'string' },
      type: { type: 'string' },
      difficulty: { type: 'string' },
    },
  });
  const total = wholeNumber('count', values.count, 1, GENERATE_MAX_COUNT);
  if (values.difficulty !== undefined && !DIFFICULTIES.some((level) => level === values.difficulty)) {
    throw new UsageError(`--difficulty must be one of ${DIFFICULTIES.join(', ')}.`);
  }
  if (total === undefined) throw new UsageError('generate needs --count N.');
  const cells = listDemoBufferCells().filter(
    (cell) =>
      (values.league === undefined || cell.league === values.league) &&
      (values.year === undefined || String(cell.seasonYear) === values.year) &&
      (values.type === undefined || cell.goalType === values.type) &&
      (values.difficulty === undefined || cell.difficulty === values.difficulty),
  );
  if (cells.length === 0) {
    throw new UsageError('No demo competition, season (2015-2025) or goal type (Shot, Free Kick) matches.');
  }
  const { db } = context.database;
  context.stderr.write(`Simulating ${total} fresh clips (half goals, half misses)...\n`);
  const fresh = Array.from({ length: total }, (_, index) => {
    const cell = cells[Math.floor(index / 2) % cells.length]!;
    const competition = DEMO_COMPETITIONS.find((candidate) => candidate.name === cell.league)!;
    const outcome = index % 2 === 0 ? 'goal' : 'miss';
    return {
      clip: simulateFreshClip({ secret: context.config.clipSecret, competition, ...cell, outcome }),
      renderPriority: 0,
    };
  });
  const ids = await insertFreshClips({ db, clock: context.clock, fresh });
  const pending = ids.map((id) => ({ id }));
  context.stderr.write(`${ids.length} new clips to render.\n`);
  let done = 0;
  let failed = 0;
  if (pending.length > 0) {
    const bar = createProgressBar({ total: pending.length, label: 'Rendering', stream: context.stderr });
    const worker = startRenderWorker({
      db,
      clock: context.clock,
      storage: context.storage,
      secret: context.config.clipSecret,
      workDir: join(context.config.dataDir, RENDER_WORK_SUBDIR, `cli-${process.pid}`),
      concurrency: Math.max(1, context.config.renderConcurrency),
      log: {
        info: () => {},
        error: (details, message) => context.stderr.write(`\n${message}: ${errorText(details)}\n`),
      },
      clipIds: pending.map((row) => row.id),
      exitWhenIdle: true,
      render: context.render,
      onRendered: (outcome) => {
        done++;
        if (!outcome.ok) failed++;
        bar.update(done);
      },
    });
    await worker.finished;
    bar.finish();
  }
  const rendered = done - failed;
  context.stdout.write(`Generated ${ids.length} new clips; rendered ${rendered}, failed ${failed}.\n`);
  return failed > 0 ? EXIT_PARTIAL : EXIT_OK;
}

function errorText(details: object): string {
  const error = (details as { err?: unknown }).err;
  return error instanceof Error ? error.message : JSON.stringify(details);
}

async function importCommand(args: string[], context: ClipsCommandContext): Promise<number> {
  const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
  if (positionals.length !== 1) throw new UsageError('import needs exactly one manifest file.');
  const manifestPath = positionals[0]!;
  let bar: ReturnType<typeof createProgressBar> | null = null;
  const report = await importManifest({
    db: context.database.db,
    clock: context.clock,
    storage: context.storage,
    manifestPath: resolve(manifestPath),
    maxExposures: context.config.importedClipMaxExposures,
    onProgress: (done, total) => {
      bar ??= createProgressBar({ total, label: 'Importing', stream: context.stderr });
      bar.update(done);
    },
  });
  (bar as ReturnType<typeof createProgressBar> | null)?.finish();
  if (report.fileProblem) {
    context.stderr.write(`Cannot import ${manifestPath}: ${report.fileProblem}\n`);
    return EXIT_USAGE;
  }
  for (const row of report.rejected) context.stderr.write(`line ${row.line}: ${row.problems.join('; ')}\n`);
  context.stdout.write(
    `${report.rows} rows: ${report.imported.length} imported, ${report.alreadyImported.length} already in the catalog, ` +
      `${report.rejected.length} rejected.\n`,
  );
  return report.rejected.length > 0 ? EXIT_PARTIAL : EXIT_OK;
}

async function list(args: string[], context: ClipsCommandContext): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { league: { type: 'string' }, year: { type: 'string' }, type: { type: 'string' } },
  });
  const filters: ClipFilters = {};
  if (values.league !== undefined) filters.league = values.league;
  const year = wholeNumber('year', values.year, 1, 9999);
  if (year !== undefined) filters.fromYear = filters.toYear = year;
  if (values.type !== undefined) filters.goalType = goalTypeOf(values.type);
  const rows = await listClips({ db: context.database.db, filters });
  const table = rows.map((clip) => [
    clip.id,
    clip.league,
    String(clip.seasonYear),
    clip.goalType,
    clip.difficulty,
    clip.outcome,
    clip.xg === null ? '-' : clip.xg.toFixed(3),
    clip.mediaStatus,
    clip.enabled ? 'enabled' : 'disabled',
    clip.source,
  ]);
  writeTable(
    context.stdout,
    ['id', 'league', 'year', 'type', 'level', 'outcome', 'xG', 'media', 'pool', 'source'],
    table,
  );
  context.stdout.write(`${rows.length} clips\n`);
  return EXIT_OK;
}

function goalTypeOf(raw: string): GoalType {
  const type = GOAL_TYPES.find((candidate) => candidate.toLowerCase() === raw.trim().toLowerCase());
  if (!type) throw new UsageError(`--type must be one of ${GOAL_TYPES.join(', ')}.`);
  return type;
}

async function count(args: string[], context: ClipsCommandContext): Promise<number> {
  const { values } = parseArgs({ args, options: { by: { type: 'string' } } });
  const by = CLIP_COUNT_DIMENSIONS.find((dimension) => dimension === values.by) as ClipCountDimension | undefined;
  if (!by) throw new UsageError(`count needs --by ${CLIP_COUNT_DIMENSIONS.join('|')}.`);
  const counts = await countClips({ db: context.database.db, by });
  writeTable(
    context.stdout,
    [by, 'clips', 'playable', 'goals', 'misses', 'pending', 'failed', 'disabled'],
    counts.map((row) =>
      [
        row.value,
        row.total,
        row.playable,
        row.playableGoals,
        row.playableMisses,
        row.pending,
        row.failed,
        row.disabled,
      ].map(String),
    ),
  );
  return EXIT_OK;
}

async function setEnabled(args: string[], context: ClipsCommandContext, enabled: boolean): Promise<number> {
  const { positionals } = parseArgs({ args, allowPositionals: true, options: {} });
  if (positionals.length !== 1) throw new UsageError(`${enabled ? 'enable' : 'disable'} needs one clip id.`);
  const clipId = positionals[0]!;
  const found = await setClipEnabled({ db: context.database.db, clock: context.clock, clipId, enabled });
  if (!found) {
    context.stderr.write(`No clip with id ${clipId}.\n`);
    return EXIT_PARTIAL;
  }
  context.stdout.write(`Clip ${clipId} ${enabled ? 'enabled' : 'disabled'}.\n`);
  return EXIT_OK;
}

function writeTable(stream: TextOutput, header: string[], rows: string[][]): void {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  stream.write(`${[line(header), ...rows.map(line)].join('\n')}\n`);
}

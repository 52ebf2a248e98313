import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT_OK, EXIT_PARTIAL, EXIT_USAGE, runClipsCommand } from '../../src/cli/run-clips-command.ts';
import { clips } from '../../src/db/schema.ts';
import { probeVideo } from '../../src/domain/clips/render/probe-video.ts';
import {
  PRE_ANSWER_VIDEO_BYTES,
  VIDEO_HEIGHT_PX,
  VIDEO_WIDTH_PX,
} from '../../src/domain/clips/render/render-settings.ts';
import { createFakeRender } from '../helpers/fake-render.ts';
import { makeFixtureVideo } from '../helpers/fixture-videos.ts';
import { startTestApp, type TestApp } from '../helpers/start-test-app.ts';

function collector() {
  let text = '';
  return {
    write: (chunk: string) => {
      text += chunk;
      return true;
    },
    get text() {
      return text;
    },
  };
}

describe('npm run clips', () => {
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    t = await startTestApp();
    dir = join(t.app.config.dataDir, 'operator');
    await Promise.all([
      makeFixtureVideo(join(dir, 'videos/a-pre.mp4'), 0),
      makeFixtureVideo(join(dir, 'videos/a-post.mp4'), 60),
      makeFixtureVideo(join(dir, 'videos/b-pre.mp4'), 120),
      makeFixtureVideo(join(dir, 'videos/b-post.mp4'), 180),
    ]);
    await mkdir(join(dir, 'videos'), { recursive: true });
    await writeFile(join(dir, 'videos/fake.mp4'), 'this is a text file pretending to be a video\n');
  });
  afterAll(() => t.close());

  const run = async (...argv: string[]) => {
    const stdout = collector();
    const stderr = collector();
    const code = await runClipsCommand(argv, {
      config: t.app.config,
      database: t.database,
      storage: t.app.media.storage,
      clock: t.clock,
      stdout,
      stderr,
      render: createFakeRender(t.app.media.storage, join(t.app.config.dataDir, 'work')),
    });
    return { code, stdout: stdout.text, stderr: stderr.text };
  };
  const manifestRows = () => t.database.db.select().from(clips).where(eq(clips.source, 'manifest'));

  it('imports the good rows of a manifest and reports every bad row by line', async () => {
    const year = t.clock.now().getUTCFullYear();
    const csv = [
      'league,year,goalType,outcome,preVideo,postVideo,xG,originalUrl',
      'Harbour League,2021,Shot,goal,videos/a-pre.mp4,videos/a-post.mp4,0.42,https://example.com/a',
      'Harbour League,2019,Free Kick,miss,videos/b-pre.mp4,videos/b-post.mp4,,',
      'Harbour League,2020,Shot,goal,videos/missing.mp4,videos/a-post.mp4,,',
      'Harbour League,2020,Shot,goal,videos/fake.mp4,videos/a-post.mp4,,',
      'Harbour League,2020,Header,goal,videos/a-pre.mp4,videos/b-post.mp4,,',
      'Harbour League,2020,Shot,maybe,videos/a-pre.mp4,videos/b-post.mp4,,',
      'Harbour League,1899,Shot,goal,videos/a-pre.mp4,videos/b-post.mp4,,',
      `Harbour League,${year + 1},Shot,goal,videos/a-pre.mp4,videos/b-post.mp4,,`,
      ',2020,Shot,goal,videos/a-pre.mp4,videos/b-post.mp4,,',
      'Harbour League,2020,Shot,goal,videos/a-pre.mp4,videos/b-post.mp4,1.5,',
    ].join('\n');
    await writeFile(join(dir, 'manifest.csv'), csv);

    const first = await run('import', join(dir, 'manifest.csv'));
    expect(first.code).toBe(EXIT_PARTIAL);
    expect(first.stdout).toContain('10 rows: 2 imported, 0 already in the catalog, 8 rejected.');
    const problems = Object.fromEntries(
      first.stderr
        .split('\n')
        .filter((line) => line.startsWith('line '))
        .map((line) => [Number(/^line (\d+)/.exec(line)![1]), line]),
    );
    expect(Object.keys(problems).map(Number)).toEqual([4, 5, 6, 7, 8, 9, 10, 11]);
    expect(problems[4]).toMatch(/preVideo videos\/missing\.mp4 does not exist/);
    expect(problems[5]).toMatch(/preVideo videos\/fake\.mp4 is not a readable video/);
    expect(problems[6]).toMatch(/goalType "Header" is not one of Free Kick, Shot/);
    expect(problems[7]).toMatch(/outcome "maybe" is not goal or miss/);
    expect(problems[8]).toMatch(/year "1899" is not a year from 1900/);
    expect(problems[9]).toMatch(new RegExp(`year "${year + 1}"`));
    expect(problems[10]).toMatch(/league is missing/);
    expect(problems[11]).toMatch(/xG "1.5" is not a number from 0 to 1/);

    const rows = await manifestRows();
    expect(rows).toHaveLength(2);
    const goal = rows.find((row) => row.outcome === 'goal')!;
    expect(goal).toMatchObject({
      league: 'Harbour League',
      seasonYear: 2021,
      goalType: 'Shot',
      xg: 0.42,
      originalUrl: 'https://example.com/a',
      mediaStatus: 'ready',
      enabled: true,
    });
    expect(await t.app.media.storage.stat(goal.postVideoKey!)).not.toBeNull();
    // Whatever the operator's files were, the stored pre-answer videos have the rendered clips' one profile:
    // the same byte count, 100 frames at 854×480; and an imported clip serves one staked game (the default cap).
    for (const row of rows) {
      expect(await t.app.media.storage.stat(row.preVideoKey!)).toMatchObject({ size: PRE_ANSWER_VIDEO_BYTES });
      expect(row).toMatchObject({ preBytes: PRE_ANSWER_VIDEO_BYTES, preDurationMs: 4000, maxExposures: 1 });
    }
    const mediaRoot = (t.app.config.mediaStorage as { root: string }).root;
    expect(await probeVideo(join(mediaRoot, goal.preVideoKey!))).toMatchObject({
      width: VIDEO_WIDTH_PX,
      height: VIDEO_HEIGHT_PX,
      frameCount: 100,
    });

    // A re-run adds nothing.
    const second = await run('import', join(dir, 'manifest.csv'));
    expect(second.stdout).toContain('10 rows: 0 imported, 2 already in the catalog, 8 rejected.');
    expect(await manifestRows()).toHaveLength(2);
  });

  it('imports JSON manifests too, and refuses a file that is not a manifest', async () => {
    const json = JSON.stringify(
      [
        {
          league: 'Harbour League',
          year: 2021,
          goalType: 'Shot',
          outcome: 'goal',
          preVideo: 'videos/a-pre.mp4',
          postVideo: 'videos/a-post.mp4',
        },
        {
          league: 'Harbour League',
          year: 2018,
          goalType: 'Shot',
          outcome: 'miss',
          preVideo: 'videos/b-post.mp4',
          postVideo: 'videos/a-pre.mp4',
        },
      ],
      null,
      2,
    );
    await writeFile(join(dir, 'manifest.json'), json);
    const result = await run('import', join(dir, 'manifest.json'));
    expect(result.code).toBe(EXIT_OK);
    expect(result.stdout).toContain('2 rows: 1 imported, 1 already in the catalog, 0 rejected.');
    await writeFile(join(dir, 'broken.json'), '{ "league": ');
    expect((await run('import', join(dir, 'broken.json'))).code).toBe(EXIT_USAGE);
    expect((await run('import', join(dir, 'nowhere.csv'))).code).toBe(EXIT_USAGE);
  });

  it('generates fresh demo clips, half goals and half misses, with a progress bar', async () => {
    const first = await run('generate', '--count', '4', '--league', 'Aurora Coast League', '--year', '2019');
    expect(first.code).toBe(EXIT_OK);
    expect(first.stdout).toContain('Generated 4 new clips; rendered 4, failed 0.');
    expect(first.stderr).toMatch(/Rendering \[#+\] 100% {2}4\/4/);
    const made = (await t.database.db.select().from(clips)).filter((clip) => clip.source === 'demo');
    expect(made.map((clip) => clip.outcome).sort()).toEqual(['goal', 'goal', 'miss', 'miss']);
    expect(made.every((clip) => clip.league === 'Aurora Coast League' && clip.seasonYear === 2019)).toBe(true);
    // Each run makes new clips: nothing is ever re-made from a seed someone could know.
    const again = await run('generate', '--count', '2', '--league', 'Aurora Coast League');
    expect(again.stdout).toContain('Generated 2 new clips; rendered 2, failed 0.');
    expect((await run('generate', '--count', '2', '--league', 'Premier League')).code).toBe(EXIT_USAGE);
  });

  it('lists, counts, disables and enables', async () => {
    const listed = await run('list', '--league', 'Harbour League', '--type', 'shot');
    expect(listed.code).toBe(EXIT_OK);
    expect(listed.stdout).toContain('2 clips');
    const id = /^([0-9a-f-]{36}) /m.exec(listed.stdout)![1]!;

    const disabled = await run('disable', id);
    expect(disabled).toMatchObject({ code: EXIT_OK, stdout: `Clip ${id} disabled.\n` });
    const counted = await run('count', '--by', 'league');
    expect(counted.code).toBe(EXIT_OK);
    expect(counted.stdout).toMatch(/^Harbour League\s+3\s+2\s+1\s+1\s+0\s+0\s+1$/m);
    expect((await run('enable', id)).code).toBe(EXIT_OK);
    expect((await run('count', '--by', 'type')).stdout).toMatch(/^type\s+clips\s+playable/);
    expect((await run('disable', '00000000-0000-4000-8000-000000000000')).code).toBe(EXIT_PARTIAL);
  });

  it('answers bad usage with the usage text and exit code 2', async () => {
    for (const argv of [
      [],
      ['frobnicate'],
      ['generate'],
      ['generate', '--count', 'ten'],
      ['count', '--by', 'colour'],
      ['list', '--type', 'Header'],
      ['disable'],
    ]) {
      const result = await run(...argv);
      expect(result.code, argv.join(' ')).toBe(EXIT_USAGE);
      expect(result.stderr).toContain('Usage: npm run clips');
    }
    expect((await run('help')).stdout).toContain('Usage: npm run clips');
    expect(existsSync(join(dir, 'manifest.csv'))).toBe(true);
  });
});

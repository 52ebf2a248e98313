import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateManifestRow } from './validate-manifest-row.ts';

describe('validateManifestRow', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'gom-manifest-'));
    await writeFile(join(dir, 'notes.mp4'), 'plain text, not a video');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const row = (values: Record<string, unknown>) => ({
    line: 2,
    unknownFields: [],
    values: { league: 'North League', year: '2021', goalType: 'Shot', outcome: 'goal', ...values },
  });

  it("lists the videos' problems in the columns' order, whichever check finishes first", async () => {
    // The pre-video exists, so its check goes on to read it (slow); the missing post-video fails at once.
    const checked = await validateManifestRow({
      row: row({ preVideo: 'notes.mp4', postVideo: 'none.mp4' }),
      manifestDir: dir,
      currentYear: 2026,
    });
    expect(checked).toEqual({
      ok: false,
      line: 2,
      problems: ['preVideo notes.mp4 is not a readable video', 'postVideo none.mp4 does not exist'],
    });
  });

  it('names every problem of a row at once', async () => {
    const checked = await validateManifestRow({
      row: { line: 5, unknownFields: ['colour'], values: { year: '1800', outcome: 'maybe', postVideo: 'none.mp4' } },
      manifestDir: dir,
      currentYear: 2026,
    });
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.problems).toEqual(
      expect.arrayContaining([
        'unknown field(s) colour',
        'league is missing',
        'outcome "maybe" is not goal or miss',
        'preVideo is missing',
        'postVideo none.mp4 does not exist',
      ]),
    );
  });
});

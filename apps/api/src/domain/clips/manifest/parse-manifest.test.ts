import { describe, expect, it } from 'vitest';
import { parseManifest } from './parse-manifest.ts';

describe('parseManifest', () => {
  it('reads CSV rows with their line numbers, quotes and case-insensitive headers', () => {
    const text = [
      'League,YEAR,goalType,outcome,preVideo,postVideo,xG,originalUrl',
      'North League,2021,Shot,goal,a/pre.mp4,a/post.mp4,0.31,',
      '',
      '"South, ""Premier""",2019,Free Kick,miss,"b/pre one.mp4",b/post.mp4,,https://example.com/v',
    ].join('\r\n');
    const parsed = parseManifest({ text, format: 'csv' });
    expect(parsed).toEqual({
      ok: true,
      rows: [
        {
          line: 2,
          unknownFields: [],
          values: {
            league: 'North League',
            year: '2021',
            goalType: 'Shot',
            outcome: 'goal',
            preVideo: 'a/pre.mp4',
            postVideo: 'a/post.mp4',
            xG: '0.31',
            originalUrl: undefined,
          },
        },
        {
          line: 4,
          unknownFields: [],
          values: {
            league: 'South, "Premier"',
            year: '2019',
            goalType: 'Free Kick',
            outcome: 'miss',
            preVideo: 'b/pre one.mp4',
            postVideo: 'b/post.mp4',
            xG: undefined,
            originalUrl: 'https://example.com/v',
          },
        },
      ],
    });
  });

  it('reports unknown columns per row and an unclosed quote for the file', () => {
    const parsed = parseManifest({ text: 'league,colour\nA,red\n', format: 'csv' });
    expect(parsed.ok && parsed.rows[0]!.unknownFields).toEqual(['colour']);
    expect(parseManifest({ text: 'league\n"A\n', format: 'csv' })).toEqual({
      ok: false,
      problem: 'line 2: a quoted value is never closed',
    });
  });

  it('reads a JSON array with the line each row starts on', () => {
    const text = `[\n  { "league": "A", "year": 2020 },\n  {\n    "league": "B",\n    "note": "x"\n  },\n  42\n]`;
    const parsed = parseManifest({ text, format: 'json' });
    expect(parsed.ok && parsed.rows.map((row) => row.line)).toEqual([2, 3, 7]);
    expect(parsed.ok && parsed.rows[0]!.values).toEqual({ league: 'A', year: 2020 });
    expect(parsed.ok && parsed.rows[1]!.unknownFields).toEqual(['note']);
    expect(parseManifest({ text: '{"league": "A"}', format: 'json' }).ok).toBe(false);
    expect(parseManifest({ text: '[', format: 'json' }).ok).toBe(false);
  });
});

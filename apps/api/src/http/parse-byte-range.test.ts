import { describe, expect, it } from 'vitest';
import { parseByteRange } from './parse-byte-range.ts';

const SIZE = 1000;

describe('parseByteRange', () => {
  it('reads first-last, open and suffix ranges, clamped to the file', () => {
    expect(parseByteRange('bytes=0-99', SIZE)).toEqual({ kind: 'range', range: { start: 0, end: 99 } });
    expect(parseByteRange('bytes=100-', SIZE)).toEqual({ kind: 'range', range: { start: 100, end: 999 } });
    expect(parseByteRange('bytes=-100', SIZE)).toEqual({ kind: 'range', range: { start: 900, end: 999 } });
    expect(parseByteRange('bytes=-5000', SIZE)).toEqual({ kind: 'range', range: { start: 0, end: 999 } });
    expect(parseByteRange('bytes=990-5000', SIZE)).toEqual({ kind: 'range', range: { start: 990, end: 999 } });
  });

  it('serves the whole file without a Range, for other units, and for several ranges', () => {
    expect(parseByteRange(undefined, SIZE)).toEqual({ kind: 'whole' });
    expect(parseByteRange('items=0-1', SIZE)).toEqual({ kind: 'whole' });
    expect(parseByteRange('bytes=0-1,5-6', SIZE)).toEqual({ kind: 'whole' });
  });

  it('calls malformed and out-of-file ranges unsatisfiable', () => {
    for (const header of ['bytes=', 'bytes=-', 'bytes=abc', 'bytes=5-2', 'bytes=1000-', 'bytes=-0', 'bytes=1.5-2']) {
      expect(parseByteRange(header, SIZE), header).toEqual({ kind: 'unsatisfiable' });
    }
  });
});

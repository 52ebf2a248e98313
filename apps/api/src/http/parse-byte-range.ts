// The Range header of a media request (RFC 9110 §14), for one range of bytes. Players' video elements ask
// for `bytes=0-`, then for pieces while seeking; a suffix (`bytes=-500`) reads the end of a file.
import type { ByteRange } from '../media/media-storage.ts';

export type ParsedByteRange =
  /** No Range header, another unit, or several ranges: answer 200 with the whole file (the RFC allows ignoring it). */
  | { kind: 'whole' }
  | { kind: 'range'; range: ByteRange }
  /** A bytes range that is malformed or starts beyond the end: 416 with `Content-Range: bytes *\/size`. */
  | { kind: 'unsatisfiable' };

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

export function parseByteRange(header: string | undefined, size: number): ParsedByteRange {
  if (header === undefined) return { kind: 'whole' };
  const value = header.trim();
  if (!/^bytes=/i.test(value)) return { kind: 'whole' };
  if (value.includes(',')) return { kind: 'whole' };
  const match = SINGLE_RANGE.exec(value.replace(/^bytes=/i, 'bytes=').replace(/\s+/g, ''));
  if (!match) return { kind: 'unsatisfiable' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'unsatisfiable' };
  if (first === '') {
    // Suffix: the last N bytes (all of them when N exceeds the size).
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'range', range: { start: Math.max(0, size - length), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (!Number.isSafeInteger(start) || start >= size || (last !== '' && Number(last) < start)) {
    return { kind: 'unsatisfiable' };
  }
  return { kind: 'range', range: { start, end } };
}

// An operator's manifest, CSV or JSON, as raw rows with the line each starts on (so every problem can be
// reported by line). Only the file's shape is checked here; validateManifestRow checks the values.

export const MANIFEST_FIELDS = [
  'league',
  'year',
  'goalType',
  'outcome',
  'preVideo',
  'postVideo',
  'xG',
  'originalUrl',
] as const;
export type ManifestField = (typeof MANIFEST_FIELDS)[number];

export interface ManifestRow {
  /** 1-based line of the file where the row starts. */
  line: number;
  /** Values as written: CSV gives strings, JSON whatever the operator wrote. */
  values: Partial<Record<ManifestField, unknown>>;
  /** Columns or keys that are not manifest fields. */
  unknownFields: string[];
}

export type ParsedManifest = { ok: true; rows: ManifestRow[] } | { ok: false; problem: string };

export interface ParseManifestOptions {
  text: string;
  format: 'csv' | 'json';
}

export function parseManifest({ text, format }: ParseManifestOptions): ParsedManifest {
  return format === 'json' ? parseJsonManifest(text) : parseCsvManifest(text);
}

/** 'json' for .json files, 'csv' otherwise. */
export function manifestFormatOf(path: string): 'csv' | 'json' {
  return path.toLowerCase().endsWith('.json') ? 'json' : 'csv';
}

const fieldByLowerName = new Map(MANIFEST_FIELDS.map((field) => [field.toLowerCase(), field]));

function toRow(line: number, entries: Array<[string, unknown]>): ManifestRow {
  const values: ManifestRow['values'] = {};
  const unknownFields: string[] = [];
  for (const [name, value] of entries) {
    const field = fieldByLowerName.get(name.trim().toLowerCase());
    if (field) values[field] = value;
    else unknownFields.push(name);
  }
  return { line, values, unknownFields };
}

function parseCsvManifest(text: string): ParsedManifest {
  const records = readCsvRecords(text.replace(/^\uFEFF/, ''));
  if (!records.ok) return records;
  const [header, ...rows] = records.records.filter((record) => record.cells.some((cell) => cell.trim() !== ''));
  if (!header) return { ok: false, problem: 'the manifest is empty (a header line is expected)' };
  const names = header.cells.map((cell) => cell.trim());
  return {
    ok: true,
    rows: rows.map((record) =>
      toRow(
        record.line,
        names.map((name, column) => [name, record.cells[column]?.trim() || undefined]),
      ),
    ),
  };
}

interface CsvRecord {
  line: number;
  cells: string[];
}

/** RFC 4180: commas, double-quoted cells with "" for a quote, CRLF or LF, newlines inside quotes. */
function readCsvRecords(text: string): { ok: true; records: CsvRecord[] } | { ok: false; problem: string } {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        cell += char;
      }
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      cells.push(cell);
      records.push({ line: recordLine, cells });
      cells = [];
      cell = '';
      line++;
      recordLine = line;
    } else cell += char;
  }
  if (quoted) return { ok: false, problem: `line ${recordLine}: a quoted value is never closed` };
  if (cell !== '' || cells.length > 0) {
    cells.push(cell);
    records.push({ line: recordLine, cells });
  }
  return { ok: true, records };
}

function parseJsonManifest(text: string): ParsedManifest {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { ok: false, problem: `the manifest is not valid JSON (${(error as Error).message})` };
  }
  if (!Array.isArray(parsed)) return { ok: false, problem: 'a JSON manifest must be an array of rows' };
  const lines = topLevelElementLines(text);
  return {
    ok: true,
    rows: parsed.map((item: unknown, index) => {
      const line = lines[index] ?? 0;
      if (item === null || typeof item !== 'object' || Array.isArray(item)) return toRow(line, [['(row)', item]]);
      return toRow(line, Object.entries(item));
    }),
  };
}

/** The line on which each element of the top-level JSON array starts. */
function topLevelElementLines(text: string): number[] {
  const lines: number[] = [];
  let depth = 0;
  let line = 1;
  let inString = false;
  let expectElement = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '\n') line++;
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
      continue;
    }
    if (/\s/.test(char)) continue;
    if (depth === 1 && expectElement && char !== ']') {
      lines.push(line);
      expectElement = false;
    }
    if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      depth++;
      if (depth === 1) expectElement = true;
    } else if (char === ']' || char === '}') depth--;
    else if (char === ',' && depth === 1) expectElement = true;
  }
  return lines;
}

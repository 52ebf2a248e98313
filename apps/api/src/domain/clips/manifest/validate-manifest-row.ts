// Checks one manifest row completely: its values, and that both videos exist and are MP4 videos ffprobe can
// read. Every problem is listed, so an operator fixes a row in one go.
import { GOAL_TYPES, type GoalType } from '@gom/contract/constants';
import { hasControlCharacters } from '@gom/contract/text';
import { stat } from 'node:fs/promises';
import { isAbsolute, resolve } from 'node:path';
import { probeVideo, type VideoProbe } from '../render/probe-video.ts';
import { readMp4Boxes } from '../render/read-mp4-boxes.ts';
import { MANIFEST_FIRST_YEAR } from '../catalog/catalog-constants.ts';
import type { ManifestRow } from './parse-manifest.ts';

const LEAGUE_MAX_LENGTH = 100;
const OUTCOMES = ['goal', 'miss'] as const;

export interface ManifestVideo {
  path: string;
  probe: VideoProbe;
}

export interface ValidManifestClip {
  line: number;
  league: string;
  seasonYear: number;
  goalType: GoalType;
  outcome: 'goal' | 'miss';
  xg: number | null;
  originalUrl: string | null;
  preVideo: ManifestVideo;
  postVideo: ManifestVideo;
}

export type ValidatedManifestRow =
  { ok: true; clip: ValidManifestClip } | { ok: false; line: number; problems: string[] };

export interface ValidateManifestRowOptions {
  row: ManifestRow;
  /** Video paths resolve against it. */
  manifestDir: string;
  currentYear: number;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value.trim() || undefined : typeof value === 'number' ? String(value) : undefined;

export async function validateManifestRow({
  row,
  manifestDir,
  currentYear,
}: ValidateManifestRowOptions): Promise<ValidatedManifestRow> {
  const problems: string[] = [];
  const { values } = row;
  if (row.unknownFields.length > 0) problems.push(`unknown field(s) ${row.unknownFields.join(', ')}`);

  const league = text(values.league);
  if (!league) problems.push('league is missing');
  else if (league.length > LEAGUE_MAX_LENGTH) problems.push(`league is longer than ${LEAGUE_MAX_LENGTH} characters`);
  else if (hasControlCharacters(league)) problems.push('league contains control characters');

  const yearText = text(values.year);
  const year = yearText !== undefined && /^\d{1,4}$/.test(yearText) ? Number(yearText) : NaN;
  if (yearText === undefined) problems.push('year is missing');
  else if (!(year >= MANIFEST_FIRST_YEAR && year <= currentYear)) {
    problems.push(`year ${JSON.stringify(yearText)} is not a year from ${MANIFEST_FIRST_YEAR} to ${currentYear}`);
  }

  const goalTypeText = text(values.goalType);
  const goalType = GOAL_TYPES.find((type) => type.toLowerCase() === goalTypeText?.toLowerCase());
  if (!goalType) {
    problems.push(
      goalTypeText === undefined
        ? 'goalType is missing'
        : `goalType ${JSON.stringify(goalTypeText)} is not one of ${GOAL_TYPES.join(', ')}`,
    );
  }

  const outcomeText = text(values.outcome);
  const outcome = OUTCOMES.find((value) => value === outcomeText?.toLowerCase());
  if (!outcome) {
    problems.push(
      outcomeText === undefined ? 'outcome is missing' : `outcome ${JSON.stringify(outcomeText)} is not goal or miss`,
    );
  }

  let xg: number | null = null;
  const xgText = text(values.xG);
  if (xgText !== undefined) {
    xg = Number(xgText);
    if (!Number.isFinite(xg) || xg < 0 || xg > 1)
      problems.push(`xG ${JSON.stringify(xgText)} is not a number from 0 to 1`);
  }

  const originalUrl = text(values.originalUrl) ?? null;
  if (originalUrl !== null && !isHttpUrl(originalUrl)) problems.push('originalUrl is not an http(s) URL');

  // Both files are checked at once, but their problems are reported in the columns' order, whichever check ends first.
  const [preCheck, postCheck] = await Promise.all(
    (['preVideo', 'postVideo'] as const).map((field) => checkVideo(field, text(values[field]), manifestDir)),
  );
  const videoProblems = [preCheck, postCheck].filter((check) => typeof check === 'string');
  problems.push(...videoProblems);
  const preVideo = typeof preCheck === 'string' ? null : preCheck;
  const postVideo = typeof postCheck === 'string' ? null : postCheck;

  if (problems.length > 0 || !league || !goalType || !outcome || !preVideo || !postVideo) {
    return { ok: false, line: row.line, problems };
  }
  return {
    ok: true,
    clip: { line: row.line, league, seasonYear: year, goalType, outcome, xg, originalUrl, preVideo, postVideo },
  };
}

/** The video, or the problem with it. */
async function checkVideo(
  field: 'preVideo' | 'postVideo',
  relativePath: string | undefined,
  manifestDir: string,
): Promise<ManifestVideo | string> {
  if (relativePath === undefined) return `${field} is missing`;
  const path = isAbsolute(relativePath) ? relativePath : resolve(manifestDir, relativePath);
  try {
    if (!(await stat(path)).isFile()) {
      return `${field} ${relativePath} is not a file`;
    }
  } catch {
    return `${field} ${relativePath} does not exist`;
  }
  let probe: VideoProbe;
  try {
    probe = await probeVideo(path);
  } catch {
    return `${field} ${relativePath} is not a readable video`;
  }
  // Served as video/mp4: the container must be MP4 (its first box is ftyp).
  const boxes = await readMp4Boxes(path).catch(() => []);
  if (boxes[0]?.type !== 'ftyp' || !boxes.some((box) => box.type === 'moov')) {
    return `${field} ${relativePath} is not an MP4 file`;
  }
  return { path, probe };
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

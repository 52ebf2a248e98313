// Imports an operator's manifest: every row is validated first; bad rows are reported by line and nothing of
// them is stored; good rows have their videos copied into media storage and become playable clips at once.
// A clip is identified by the content of its two videos, so a re-run (or the same row twice) adds nothing.
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client.ts';
import { clips } from '../../../db/schema.ts';
import type { MediaStorage } from '../../../media/media-storage.ts';
import type { Clock } from '../../clock.ts';
import { MANIFEST_GENERATOR } from '../catalog/catalog-constants.ts';
import { difficultyOfImportedClip } from '../catalog/difficulty-levels.ts';
import { transcodePostAnswerVideo } from '../render/transcode-post-answer-video.ts';
import { transcodePreAnswerVideo, type TranscodedVideo } from '../render/transcode-pre-answer-video.ts';
import { manifestFormatOf, parseManifest } from './parse-manifest.ts';
import { validateManifestRow, type ValidManifestClip } from './validate-manifest-row.ts';

/** Rows probed at once: each runs ffprobe twice. */
const VALIDATE_CONCURRENCY = 4;

export interface ManifestRowProblem {
  line: number;
  problems: string[];
}

export interface ManifestImportReport {
  /** Set when the file itself cannot be read as a manifest; nothing was imported. */
  fileProblem?: string;
  rows: number;
  imported: Array<{ line: number; clipId: string }>;
  /** Good rows whose videos are in the catalog already. */
  alreadyImported: Array<{ line: number; clipId: string }>;
  rejected: ManifestRowProblem[];
}

export interface ImportManifestOptions {
  db: AppDatabase;
  clock: Clock;
  storage: MediaStorage;
  manifestPath: string;
  /** Staked games each imported clip may be shown in (IMPORTED_CLIP_MAX_EXPOSURES): footage is finite. */
  maxExposures: number;
  /** Called after each row is done (validated, and imported when good). */
  onProgress?: (done: number, total: number) => void;
}

export async function importManifest({
  db,
  clock,
  storage,
  manifestPath,
  maxExposures,
  onProgress,
}: ImportManifestOptions): Promise<ManifestImportReport> {
  const report: ManifestImportReport = { rows: 0, imported: [], alreadyImported: [], rejected: [] };
  let text: string;
  try {
    text = await readFile(manifestPath, 'utf8');
  } catch (error) {
    return { ...report, fileProblem: `cannot read ${manifestPath}: ${(error as Error).message}` };
  }
  const parsed = parseManifest({ text, format: manifestFormatOf(manifestPath) });
  if (!parsed.ok) return { ...report, fileProblem: parsed.problem };
  report.rows = parsed.rows.length;

  const manifestDir = dirname(manifestPath);
  const currentYear = clock.now().getUTCFullYear();
  let next = 0;
  let done = 0;
  // Rows are validated in parallel but imported one at a time, in file order, so duplicates resolve the same
  // way on every run.
  const validated = new Array<Awaited<ReturnType<typeof validateManifestRow>>>(parsed.rows.length);
  const validate = async () => {
    while (next < parsed.rows.length) {
      const index = next++;
      validated[index] = await validateManifestRow({ row: parsed.rows[index]!, manifestDir, currentYear });
    }
  };
  await Promise.all(Array.from({ length: VALIDATE_CONCURRENCY }, validate));

  for (const result of validated) {
    if (!result.ok) report.rejected.push({ line: result.line, problems: result.problems });
    else {
      const stored = await importClip({ db, clock, storage, maxExposures, clip: result.clip });
      (stored.created ? report.imported : report.alreadyImported).push({
        line: result.clip.line,
        clipId: stored.clipId,
      });
    }
    onProgress?.(++done, parsed.rows.length);
  }
  return report;
}

async function importClip({
  db,
  clock,
  storage,
  maxExposures,
  clip,
}: {
  db: AppDatabase;
  clock: Clock;
  storage: MediaStorage;
  maxExposures: number;
  clip: ValidManifestClip;
}): Promise<{ created: boolean; clipId: string }> {
  const [preHash, postHash] = await Promise.all([hashFile(clip.preVideo.path), hashFile(clip.postVideo.path)]);
  const sourceRef = `sha256:${preHash}:${postHash}`;
  const existing = await findBySourceRef(db, sourceRef);
  if (existing) return { created: false, clipId: existing };

  const clipId = randomUUID();
  const keys = { pre: `clips/${clipId}/pre.mp4`, post: `clips/${clipId}/post.mp4` };
  // Operators' files differ in length, size and encoding, and any of those could hint at the outcome: the
  // pre-answer part is transcoded to the one fixed profile of rendered clips (same frames, same bytes), and
  // the post-answer part to the same picture size.
  const workDir = await mkdtemp(join(tmpdir(), 'gom-import-'));
  let pre: TranscodedVideo;
  let post: TranscodedVideo;
  try {
    const prePath = join(workDir, 'pre.mp4');
    const postPath = join(workDir, 'post.mp4');
    [pre, post] = await Promise.all([
      transcodePreAnswerVideo({ inputPath: clip.preVideo.path, outPath: prePath }),
      transcodePostAnswerVideo({ inputPath: clip.postVideo.path, outPath: postPath }),
    ]);
    await Promise.all([
      storage.put({ key: keys.pre, sourcePath: prePath, contentType: 'video/mp4' }),
      storage.put({ key: keys.post, sourcePath: postPath, contentType: 'video/mp4' }),
    ]);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
  const now = clock.now();
  const inserted = await db
    .insert(clips)
    .values({
      id: clipId,
      league: clip.league,
      seasonYear: clip.seasonYear,
      goalType: clip.goalType,
      difficulty: difficultyOfImportedClip(clip.xg, clip.goalType),
      outcome: clip.outcome,
      xg: clip.xg,
      source: 'manifest',
      sourceRef,
      originalUrl: clip.originalUrl,
      mediaStatus: 'ready',
      preVideoKey: keys.pre,
      postVideoKey: keys.post,
      preDurationMs: pre.durationMs,
      postDurationMs: post.durationMs,
      preBytes: pre.bytes,
      postBytes: post.bytes,
      generatorVersion: MANIFEST_GENERATOR,
      maxExposures,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: [clips.source, clips.sourceRef] })
    .returning({ id: clips.id });
  if (inserted.length === 0) {
    // Another import of the same videos won the race: drop our copies, report theirs.
    await Promise.all([storage.delete(keys.pre), storage.delete(keys.post)]);
    return { created: false, clipId: (await findBySourceRef(db, sourceRef)) ?? clipId };
  }
  return { created: true, clipId };
}

async function findBySourceRef(db: AppDatabase, sourceRef: string): Promise<string | null> {
  const [row] = await db
    .select({ id: clips.id })
    .from(clips)
    .where(and(eq(clips.source, 'manifest'), eq(clips.sourceRef, sourceRef)));
  return row?.id ?? null;
}

async function hashFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

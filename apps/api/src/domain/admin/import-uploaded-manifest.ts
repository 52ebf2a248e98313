import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve } from 'node:path';
import type { AppDatabase } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MediaStorage } from '../../media/media-storage.ts';
import { importManifest, type ManifestImportReport } from '../clips/manifest/import-manifest.ts';
import { parseManifest } from '../clips/manifest/parse-manifest.ts';
import { DomainError } from '../domain-error.ts';
import { recordAudit } from './record-audit.ts';

/** Under DATA_DIR: where an operator puts footage for a manifest uploaded from the console. */
export const IMPORT_SUBDIR = 'imports';

export interface ImportUploadedManifestOptions {
  db: AppDatabase;
  clock: Clock;
  storage: MediaStorage;
  /** The import folder: the manifest's video paths resolve against it and must stay inside it. */
  importDir: string;
  text: string;
  format: 'csv' | 'json';
  maxExposures: number;
  actorId: string;
}

function escapes(importDir: string, path: unknown): boolean {
  if (typeof path !== 'string') return false;
  if (isAbsolute(path)) return true;
  const inside = relative(importDir, resolve(importDir, path));
  return inside.startsWith('..') || isAbsolute(inside);
}

/**
 * The clips CLI's importer, fed from the console: the uploaded manifest is written into the import folder for the
 * import and removed after, so its video paths mean the same as they would to `npm run clips -- import` run there.
 * A video path outside the folder refuses the whole upload (an operator's browser never reaches the rest of the
 * server's disk). The audit entry follows the import with what it added (the import copies files, so it is not one
 * database transaction).
 */
export async function importUploadedManifest(options: ImportUploadedManifestOptions): Promise<ManifestImportReport> {
  const importDir = resolve(options.importDir);
  const parsed = parseManifest({ text: options.text, format: options.format });
  if (!parsed.ok) throw new DomainError('INVALID_INPUT', parsed.problem, { manifest: parsed.problem });
  for (const row of parsed.rows) {
    if (escapes(importDir, row.values.preVideo) || escapes(importDir, row.values.postVideo)) {
      const message = `Line ${row.line}: video paths must be relative to the import folder and stay inside it`;
      throw new DomainError('INVALID_INPUT', message, { manifest: message });
    }
  }
  await mkdir(importDir, { recursive: true });
  const uploadId = randomUUID();
  const manifestPath = join(importDir, `.upload-${uploadId}.${options.format}`);
  await writeFile(manifestPath, options.text, 'utf8');
  let report: ManifestImportReport;
  try {
    report = await importManifest({
      db: options.db,
      clock: options.clock,
      storage: options.storage,
      manifestPath,
      maxExposures: options.maxExposures,
    });
  } finally {
    await rm(manifestPath, { force: true });
  }
  if (report.fileProblem) throw new DomainError('INVALID_INPUT', report.fileProblem, { manifest: report.fileProblem });
  await recordAudit(options.db, {
    actorId: options.actorId,
    action: 'clip.import',
    entityType: 'clip-import',
    entityId: uploadId,
    before: null,
    after: {
      rows: report.rows,
      imported: report.imported.map((row) => row.clipId),
      alreadyImported: report.alreadyImported.length,
      rejected: report.rejected.length,
    },
    now: options.clock.now(),
  });
  return report;
}

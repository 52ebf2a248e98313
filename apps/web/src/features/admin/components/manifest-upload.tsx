import { isApiError } from '@/lib/api-client.ts';
import { Label } from '@/components/ui/label.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useImportManifest } from '../api/games-clips.ts';

/** The clips CLI's importer from the browser: pick a CSV or JSON manifest; the report shows each bad row by line. */
export function ManifestUpload() {
  const upload = useImportManifest();
  const report = upload.data;
  return (
    <div className="mb-6 flex flex-col gap-2">
      <Label htmlFor="manifest-file">
        Import a manifest (its videos must be in the server&apos;s DATA_DIR/imports)
      </Label>
      <Input
        id="manifest-file"
        type="file"
        accept=".csv,.json,text/csv,application/json"
        disabled={upload.isPending}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          const format = file.name.toLowerCase().endsWith('.json') ? 'json' : 'csv';
          upload.mutate({ format, manifest: await file.text() });
          event.target.value = '';
        }}
      />
      {upload.isError && (
        <p role="alert" className="text-sm text-red-300">
          {isApiError(upload.error) ? upload.error.message : 'The import failed.'}
        </p>
      )}
      {report && (
        <div role="status" className="text-sm">
          <p>
            {report.rows} rows: {report.imported.length} imported, {report.alreadyImported.length} already in the
            catalog, {report.rejected.length} rejected.
          </p>
          <ul className="text-red-300">
            {report.rejected.map((row) => (
              <li key={row.line}>
                Line {row.line}: {row.problems.join('; ')}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

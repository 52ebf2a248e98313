import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useClipMedia, useClips, useSetClipEnabled, type ClipFilters } from '../api/games-clips.ts';
import { AdminSection } from './admin-section.tsx';
import { AdminTable, QueryView } from './admin-table.tsx';
import { ManifestUpload } from './manifest-upload.tsx';

function ClipPreview({ clipId, onClose }: { clipId: string | null; onClose: () => void }) {
  const media = useClipMedia(clipId);
  return (
    <Dialog open={clipId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Clip preview</DialogTitle>
        </DialogHeader>
        <QueryView query={media} title="the clip's videos">
          {(links) => (
            <div className="grid gap-4 md:grid-cols-2">
              <figure>
                <figcaption className="mb-1 text-sm text-muted-foreground">Before the answer</figcaption>
                <video aria-label="Pre-answer video" src={links.pre} controls muted playsInline className="w-full" />
              </figure>
              <figure>
                <figcaption className="mb-1 text-sm text-muted-foreground">After the answer</figcaption>
                <video aria-label="Post-answer video" src={links.post} controls muted playsInline className="w-full" />
              </figure>
            </div>
          )}
        </QueryView>
      </DialogContent>
    </Dialog>
  );
}

export function ClipsScreen() {
  const [league, setLeague] = useState('');
  const [filters, setFilters] = useState<ClipFilters>({});
  const [preview, setPreview] = useState<string | null>(null);
  const clips = useClips(filters);
  const setEnabled = useSetClipEnabled();
  return (
    <AdminSection title="Clips">
      <ManifestUpload />
      <form
        className="mb-4 flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setFilters({ ...filters, league: league.trim() || undefined });
        }}
      >
        <Input
          className="max-w-xs"
          aria-label="League"
          placeholder="League"
          value={league}
          onChange={(event) => setLeague(event.target.value)}
        />
        <select
          aria-label="Enabled"
          className="h-9 rounded-md border border-border bg-background px-2 text-sm"
          value={filters.enabled ?? ''}
          onChange={(event) => setFilters({ ...filters, enabled: event.target.value || undefined })}
        >
          <option value="">Enabled and disabled</option>
          <option value="true">Enabled</option>
          <option value="false">Disabled</option>
        </select>
        <Button type="submit">Filter</Button>
      </form>
      <QueryView query={clips} title="the clips">
        {(rows) => (
          <AdminTable
            label="Clips"
            rows={rows}
            rowKey={(row) => row.id}
            empty="No clip matches."
            columns={[
              { header: 'League', cell: (row) => `${row.league} ${row.seasonYear}` },
              { header: 'Type', cell: (row) => row.goalType },
              {
                header: 'Outcome',
                cell: (row) => `${row.outcome}${row.xg === null ? '' : ` (xG ${row.xg.toFixed(2)})`}`,
              },
              { header: 'Level', cell: (row) => row.difficulty },
              { header: 'Media', cell: (row) => row.mediaStatus },
              {
                header: 'Shown / held / max',
                cell: (row) => `${row.shownCount} / ${row.reservedCount} / ${row.maxExposures}`,
              },
              {
                header: 'Actions',
                cell: (row) => (
                  <span className="flex gap-2">
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={row.mediaStatus !== 'ready'}
                      onClick={() => setPreview(row.id)}
                    >
                      Preview
                    </Button>
                    <Button
                      size="sm"
                      variant={row.enabled ? 'destructive' : 'default'}
                      disabled={setEnabled.isPending}
                      onClick={() => setEnabled.mutate({ clipId: row.id, enabled: !row.enabled })}
                    >
                      {row.enabled ? 'Disable' : 'Enable'}
                    </Button>
                  </span>
                ),
              },
            ]}
          />
        )}
      </QueryView>
      <ClipPreview clipId={preview} onClose={() => setPreview(null)} />
    </AdminSection>
  );
}

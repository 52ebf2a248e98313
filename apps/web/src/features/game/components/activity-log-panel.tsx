import { useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { cn } from '@/utils/cn.ts';
import type { LogEntry } from '../utils/activity-log.ts';

// Spec §2: the collapsible Activity Logs panel with Show/Hide and Clear; newest entry first.

const TYPE_COLOURS: Record<LogEntry['type'], string> = {
  info: 'text-sky-300',
  success: 'text-emerald-300',
  error: 'text-red-300',
};

function formatLogTime(time: string): string {
  return new Date(time).toLocaleTimeString('en-US', { hour12: false });
}

export function ActivityLogPanel({ entries, onClear }: { entries: readonly LogEntry[]; onClear: () => void }) {
  const [shown, setShown] = useState(false);
  const listId = useId();
  return (
    <Card className="gap-4 py-4">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle className="text-base">
          Activity Logs <span className="font-normal text-muted-foreground">({entries.length})</span>
        </CardTitle>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-expanded={shown}
            aria-controls={listId}
            onClick={() => setShown((current) => !current)}
          >
            {shown ? 'Hide' : 'Show'}
          </Button>
          <Button variant="ghost" size="sm" onClick={onClear} disabled={entries.length === 0}>
            Clear
          </Button>
        </div>
      </CardHeader>
      {shown && (
        <CardContent id={listId}>
          {entries.length === 0 ? (
            <p className="text-sm text-muted-foreground">No activity yet.</p>
          ) : (
            <ol aria-label="Activity log" className="flex max-h-72 flex-col gap-1 overflow-y-auto font-mono text-xs">
              {[...entries].reverse().map((entry) => (
                <li key={entry.id} data-type={entry.type} className="flex gap-3">
                  <time dateTime={entry.time} className="shrink-0 text-muted-foreground">
                    {formatLogTime(entry.time)}
                  </time>
                  <span className={cn('break-words', TYPE_COLOURS[entry.type])}>{entry.message}</span>
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      )}
    </Card>
  );
}

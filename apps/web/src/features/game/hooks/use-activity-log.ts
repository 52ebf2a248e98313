import { useCallback, useRef, useState } from 'react';
import { appendLogEntry } from '../utils/activity-log.ts';
import type { LogEntry, LogType } from '../utils/activity-log.ts';

/** The Activity Logs panel's entries (last 20), with a stable `log` any callback may hold on to. */
export function useActivityLog() {
  const [entries, setEntries] = useState<LogEntry[]>([]);
  const nextId = useRef(0);

  const log = useCallback((message: string, type: LogType = 'info') => {
    nextId.current += 1;
    const entry: LogEntry = { id: nextId.current, time: new Date().toISOString(), message, type };
    setEntries((current) => appendLogEntry(current, entry));
  }, []);

  const clear = useCallback(() => setEntries([]), []);

  return { entries, log, clear };
}

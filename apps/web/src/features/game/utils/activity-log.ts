import { ACTIVITY_LOG_LIMIT } from '@gom/contract/constants';

// Spec §3, §9: a log entry is {time, message, type}; the panel keeps the last 20.

export type LogType = 'info' | 'success' | 'error';

export type LogEntry = { id: number; time: string; message: string; type: LogType };

/** Adds an entry at the end and drops the oldest beyond the limit. */
export function appendLogEntry(entries: readonly LogEntry[], entry: LogEntry): LogEntry[] {
  return [...entries, entry].slice(-ACTIVITY_LOG_LIMIT);
}

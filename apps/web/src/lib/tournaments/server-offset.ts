import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_BASE_URL } from '@/lib/api-client.ts';

// How far the server's clock runs ahead of this device's (ms, server − local), so a countdown to a tournament's
// start is on the server's time, never the device's. Read from the `Date` header of one small answer: it is the
// server's time when it answered, to the second, so the offset is taken against the middle of the round trip and
// the half second the header drops. Good to about half a second: enough for a start minutes away (the live round
// itself counts on the server's time to the millisecond from its `roundState`).

const HEALTH_PATH = '/health';
const HEADER_RESOLUTION_MS = 1_000;
const OFFSET_STALE_MS = 5 * 60_000;

export function offsetFromDateHeader({
  dateHeader,
  sentAt,
  receivedAt,
}: {
  dateHeader: string | null;
  sentAt: number;
  receivedAt: number;
}): number {
  const serverSecond = dateHeader === null ? Number.NaN : Date.parse(dateHeader);
  if (Number.isNaN(serverSecond)) return 0;
  const serverMiddle = serverSecond + HEADER_RESOLUTION_MS / 2;
  const localMiddle = (sentAt + receivedAt) / 2;
  return Math.round(serverMiddle - localMiddle);
}

export async function getServerOffset(): Promise<number> {
  const sentAt = Date.now();
  try {
    const response = await fetch(`${API_BASE_URL}${HEALTH_PATH}`, { cache: 'no-store', credentials: 'omit' });
    return offsetFromDateHeader({ dateHeader: response.headers.get('Date'), sentAt, receivedAt: Date.now() });
  } catch {
    // No answer: the device's clock is the best there is until the next try.
    return 0;
  }
}

export function useServerOffset(): number {
  const query = useQuery(
    queryOptions({ queryKey: ['server-offset'], queryFn: getServerOffset, staleTime: OFFSET_STALE_MS }),
  );
  return query.data ?? 0;
}

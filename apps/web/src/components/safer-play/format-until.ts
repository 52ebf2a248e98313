/** When a break or a pending change takes effect, in the player's own time zone: 'Jan 16, 2030, 1:00 PM'. */
export function formatUntil(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

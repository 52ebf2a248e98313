import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { usePlayerProfile, useSetLock } from '../api/players.ts';
import { AdminSection } from '../components/admin-section.tsx';
import { formatTime, QueryView } from '../components/admin-table.tsx';

const FLAG_LABELS = {
  improbable_record: 'Improbable record',
  shared_address: 'Shared address',
  shared_contest_address: 'Shared address in a contest',
  shared_contest_device: 'Shared device in a contest',
} as const;

/** Who the player is, their account state (lock and unlock), and the risk monitor's flags with their figures. */
export function ProfileSection({ userId }: { userId: string }) {
  const profile = usePlayerProfile(userId);
  const setLock = useSetLock();
  return (
    <QueryView query={profile} title="the player">
      {(player) => (
        <AdminSection
          title={`${player.firstName} ${player.lastName} (@${player.username})`}
          actions={
            <Button
              variant={player.lockedAt ? 'outline' : 'destructive'}
              size="sm"
              disabled={setLock.isPending}
              onClick={() => setLock.mutate({ userId, locked: !player.lockedAt })}
            >
              {player.lockedAt ? 'Unlock account' : 'Lock account'}
            </Button>
          }
        >
          <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm md:grid-cols-2">
            <dt className="text-muted-foreground">Email</dt>
            <dd>{player.email}</dd>
            <dt className="text-muted-foreground">Player id</dt>
            <dd className="font-mono text-xs">{player.id}</dd>
            <dt className="text-muted-foreground">Role</dt>
            <dd>{player.role}</dd>
            <dt className="text-muted-foreground">Joined (UTC)</dt>
            <dd>{formatTime(player.createdAt)}</dd>
            <dt className="text-muted-foreground">Account</dt>
            <dd>
              {player.lockedAt ? (
                <Badge variant="destructive">Locked since {formatTime(player.lockedAt)}</Badge>
              ) : (
                <Badge variant="success">Active</Badge>
              )}
            </dd>
            <dt className="text-muted-foreground">Live sessions</dt>
            <dd>{player.activeSessions}</dd>
          </dl>
          <h4 className="mt-4 mb-2 font-medium">Risk flags</h4>
          {player.flags.length === 0 ? (
            <p className="text-sm text-muted-foreground">No flag.</p>
          ) : (
            <ul className="flex flex-col gap-2" aria-label="Risk flags">
              {player.flags.map((flag) => (
                <li key={flag.kind} className="rounded-md border border-amber-500/40 p-3 text-sm">
                  <Badge variant="warning">{FLAG_LABELS[flag.kind]}</Badge>{' '}
                  <span className="text-muted-foreground">since {formatTime(flag.createdAt)}</span>
                  <code className="mt-2 block text-xs break-all">{JSON.stringify(flag.figures)}</code>
                </li>
              ))}
            </ul>
          )}
        </AdminSection>
      )}
    </QueryView>
  );
}

import { useState } from 'react';
import { Link } from 'react-router';
import { CalendarIcon, GlobeIcon, PencilIcon, SettingsIcon, TrophyIcon } from 'lucide-react';
import type { User } from '@gom/contract/users';
import type { PlayerStats } from '@gom/contract/stats';
import { LoadErrorCard } from '@/components/load-error-card.tsx';
import { PageLayout } from '@/components/layouts/page-layout.tsx';
import { PlayerAvatar } from '@/components/player/player-avatar.tsx';
import { RecentGamesList } from '@/components/player/recent-games-list.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useGameHistory } from '@/lib/player/get-game-history.ts';
import { usePlayerStats } from '@/lib/player/get-player-stats.ts';
import { useCountry } from '../api/get-country.ts';
import { formatMemberSince } from '../utils/format-member-since.ts';
import { AchievementsCard } from './achievements-card.tsx';
import { EditProfileDialog } from './edit-profile-dialog.tsx';
import { GameHistoryCard } from './game-history-card.tsx';
import { QuickStatsCard, StatisticsCard } from './profile-statistics.tsx';

/** The same five latest games the dashboard shows (one shared cache entry). */
const RECENT_GAMES_COUNT = 5;

function LevelAndRank({ stats }: { stats: PlayerStats | undefined }) {
  if (!stats) return <Skeleton className="h-5 w-32" />;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge variant="default">Level {stats.level}</Badge>
      <Badge variant="warning" data-testid="profile-rank">
        <TrophyIcon aria-hidden="true" />
        {stats.globalRank === null ? 'Unranked' : `Rank #${stats.globalRank}`}
      </Badge>
    </div>
  );
}

function RecentGamesCard({ userId }: { userId: string }) {
  const history = useGameHistory({ userId, page: 1, pageSize: RECENT_GAMES_COUNT });
  let content;
  if (history.isPending) content = <Skeleton className="h-24 w-full" />;
  else if (history.isError)
    content = (
      <p role="alert" className="text-sm">
        Failed to load your games
      </p>
    );
  else if (history.data.items.length === 0)
    content = <p className="text-sm text-muted-foreground">No games yet. Your latest results show up here.</p>;
  else content = <RecentGamesList games={history.data.items} />;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Games</CardTitle>
        <CardDescription>Your latest results</CardDescription>
      </CardHeader>
      <CardContent>{content}</CardContent>
    </Card>
  );
}

export function ProfileView({ user }: { user: User | null }) {
  const country = useCountry();
  const stats = usePlayerStats(user?.id);
  const [editing, setEditing] = useState(false);
  if (!user) {
    return (
      <p role="status" className="p-8 text-muted-foreground">
        Loading profile...
      </p>
    );
  }
  const fullName = `${user.firstName} ${user.lastName}`.trim();

  return (
    <PageLayout title="Profile" description="Your account at a glance.">
      {/* Mounted while open, so each opening starts from the profile as it is now. */}
      {editing && <EditProfileDialog user={user} open onOpenChange={setEditing} />}
      <Card>
        <CardContent className="flex flex-col gap-6 sm:flex-row sm:items-center">
          {/* The avatar others see (decision 0120): the shown name's initials on the chosen colour. */}
          <PlayerAvatar
            size="lg"
            player={{
              userId: user.id,
              username: user.username,
              displayName: user.displayName ?? null,
              avatarColor: user.avatarColor ?? null,
            }}
          />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <h2 className="truncate text-2xl font-semibold">{fullName || user.username}</h2>
            <p className="text-muted-foreground">@{user.username}</p>
            {user.displayName && (
              <p className="text-sm text-muted-foreground" data-testid="profile-display-name">
                Others see you as <span className="font-medium text-foreground">{user.displayName}</span>
              </p>
            )}
            <div className="mt-1">
              <LevelAndRank stats={stats.data} />
            </div>
            <div className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
              <span className="inline-flex items-center gap-1.5">
                <CalendarIcon className="size-4" aria-hidden="true" />
                Member Since <span className="text-foreground">{formatMemberSince(user.createdAt)}</span>
              </span>
              <span className="inline-flex items-center gap-1.5">
                <GlobeIcon className="size-4" aria-hidden="true" />
                Country <span className="text-foreground">{country.data ?? 'Loading...'}</span>
              </span>
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setEditing(true)}>
              <PencilIcon aria-hidden="true" />
              Edit Profile
            </Button>
            <Button variant="outline" asChild>
              <Link to="/settings">
                <SettingsIcon aria-hidden="true" />
                Settings
              </Link>
            </Button>
          </div>
        </CardContent>
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Personal Information</CardTitle>
            <CardDescription>Your name and email as they appear on your account.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <div className="flex flex-col gap-2">
              <Label htmlFor="profile-full-name">Full Name</Label>
              <Input id="profile-full-name" value={fullName} readOnly />
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="profile-email">Email</Label>
              <Input id="profile-email" type="email" value={user.email} readOnly />
            </div>
          </CardContent>
        </Card>
        {stats.isPending ? (
          <Skeleton className="h-64 w-full rounded-xl" data-testid="statistics-skeleton" />
        ) : stats.isError ? (
          <LoadErrorCard title="Failed to load your stats" onRetry={() => void stats.refetch()} />
        ) : (
          <StatisticsCard stats={stats.data} />
        )}
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <RecentGamesCard userId={user.id} />
        </div>
        {stats.isSuccess ? <QuickStatsCard stats={stats.data} /> : <Skeleton className="h-48 w-full rounded-xl" />}
      </div>

      {stats.isSuccess && <AchievementsCard achievements={stats.data.achievements} />}

      <GameHistoryCard userId={user.id} />
    </PageLayout>
  );
}

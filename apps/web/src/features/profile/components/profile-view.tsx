import { Link } from 'react-router';
import { CalendarIcon, GlobeIcon, SettingsIcon, TrophyIcon } from 'lucide-react';
import type { User } from '@gom/contract/users';
import { PageLayout } from '@/components/layouts/page-layout.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { useCountry } from '../api/get-country.ts';
import { formatMemberSince } from '../utils/format-member-since.ts';

function initials(user: User): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || user.username.charAt(0).toUpperCase();
}

export function ProfileView({ user }: { user: User | null }) {
  const country = useCountry();
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
      <Card>
        <CardContent className="flex flex-col gap-6 sm:flex-row sm:items-center">
          <div
            aria-hidden="true"
            className="flex size-20 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-primary to-emerald-700 text-2xl font-bold text-primary-foreground"
          >
            {initials(user)}
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <h2 className="truncate text-2xl font-semibold">{fullName || user.username}</h2>
            <p className="text-muted-foreground">@{user.username}</p>
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
          <Button variant="outline" asChild>
            <Link to="/settings">
              <SettingsIcon aria-hidden="true" />
              Settings
            </Link>
          </Button>
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

        <Card className="border-dashed">
          <CardHeader>
            <CardTitle>Statistics</CardTitle>
            <CardDescription>Level, rank and achievements</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col items-center gap-3 py-4 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-primary/15 text-primary">
              <TrophyIcon className="size-6" aria-hidden="true" />
            </span>
            <p className="max-w-sm text-sm text-muted-foreground">
              No games played yet. Your statistics, level, rank and achievements will appear here once games open in the
              next release.
            </p>
          </CardContent>
        </Card>
      </div>
    </PageLayout>
  );
}

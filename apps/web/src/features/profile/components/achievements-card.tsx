import { AwardIcon, CrosshairIcon, LockIcon, ShieldIcon } from 'lucide-react';
import type { Achievement, AchievementId } from '@gom/contract/stats';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { cn } from '@/utils/cn.ts';

// Achievements (First Win, Sharpshooter, Survivor): earned with the date, or locked with how to earn it
// (the server's description says how).

const ACHIEVEMENT_ICONS: Readonly<Record<AchievementId, typeof AwardIcon>> = {
  'first-win': AwardIcon,
  sharpshooter: CrosshairIcon,
  survivor: ShieldIcon,
};

const EARNED_DATE_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

function formatEarnedDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString('en-US', EARNED_DATE_FORMAT);
}

export function AchievementsCard({ achievements }: { achievements: Achievement[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Achievements</CardTitle>
        <CardDescription>
          {achievements.filter((achievement) => achievement.earnedAt).length} of {achievements.length} earned
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 sm:grid-cols-3" aria-label="Achievements">
          {achievements.map((achievement) => {
            const Icon = ACHIEVEMENT_ICONS[achievement.id];
            const earned = achievement.earnedAt !== null;
            return (
              <li
                key={achievement.id}
                data-earned={earned}
                className={cn(
                  'flex items-start gap-3 rounded-lg border p-3',
                  earned ? 'border-amber-500/40 bg-amber-500/10' : 'border-border bg-background/50 opacity-80',
                )}
              >
                <span
                  className={cn(
                    'flex size-10 shrink-0 items-center justify-center rounded-full',
                    earned ? 'bg-amber-500/20 text-amber-300' : 'bg-muted text-muted-foreground',
                  )}
                >
                  {earned ? (
                    <Icon className="size-5" aria-hidden="true" />
                  ) : (
                    <LockIcon className="size-5" aria-hidden="true" />
                  )}
                </span>
                <div className="flex min-w-0 flex-col gap-1">
                  <span className="font-medium">{achievement.name}</span>
                  <span className="text-xs text-muted-foreground">{achievement.description}</span>
                  {achievement.earnedAt ? (
                    <Badge variant="warning">Earned {formatEarnedDate(achievement.earnedAt)}</Badge>
                  ) : (
                    <Badge variant="outline" className="text-muted-foreground">
                      Locked
                    </Badge>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}

import { useSession } from '@/lib/auth/get-user.ts';
import { PageLayout } from '@/components/layouts/page-layout.tsx';
import { PlanCard } from '@/components/plans/plan-card.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { PasswordResetFlow } from '@/features/auth/components/password-reset-flow.tsx';
import { AccountInfo } from '@/features/settings/components/account-info.tsx';
import { SaferPlaySection } from '@/features/safer-play/components/safer-play-section.tsx';

export function SettingsRoute() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <PageLayout title="Settings" description="Your account information, password and Safer play.">
      <div className="grid gap-6 lg:grid-cols-2">
        <AccountInfo user={user} />
        <PlanCard userId={user.id} />
        <Card>
          <CardHeader>
            <CardTitle>Reset Password</CardTitle>
            <CardDescription>Request a one-time code by email, then choose a new password.</CardDescription>
          </CardHeader>
          <CardContent>
            <PasswordResetFlow variant="settings" accountEmail={user.email} />
          </CardContent>
        </Card>
      </div>
      <SaferPlaySection userId={user.id} />
    </PageLayout>
  );
}

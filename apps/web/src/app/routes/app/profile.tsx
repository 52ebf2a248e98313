import { useSession } from '@/lib/auth/get-user.ts';
import { ProfileView } from '@/features/profile/components/profile-view.tsx';

export function ProfileRoute() {
  const session = useSession();
  return <ProfileView user={session.user} />;
}

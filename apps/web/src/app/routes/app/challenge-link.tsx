import { useParams } from 'react-router';
import { useSession } from '@/lib/auth/get-user.ts';
import { ChallengeLinkView } from '@/features/challenges/components/challenge-link-view.tsx';

// A challenge's link: signed in only (RequireAuth sends a visitor to log in and back here).
export function ChallengeLinkRoute() {
  const session = useSession();
  const { token = '' } = useParams();
  if (!session.user) return null;
  return <ChallengeLinkView userId={session.user.id} token={token} />;
}

import { useParams } from 'react-router';
import { useSession } from '@/lib/auth/get-user.ts';
import { ChallengeView } from '@/features/challenges/components/challenge-view.tsx';

export function ChallengeRoute() {
  const session = useSession();
  const { challengeId = '' } = useParams();
  if (!session.user) return null;
  return <ChallengeView key={challengeId} userId={session.user.id} challengeId={challengeId} />;
}

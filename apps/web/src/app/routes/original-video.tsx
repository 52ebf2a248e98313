import { useParams } from 'react-router';
import { OriginalVideoPage } from '@/features/game/components/original-video-page.tsx';

// /clip/:token, outside the signed-in frame: the token is the capability, as the video's own link is, so the
// page opens in a new tab (or on another device) without a session.
export function OriginalVideoRoute() {
  const { token = '' } = useParams();
  return <OriginalVideoPage token={token} />;
}

import { LandingPage } from '@/features/landing/components/landing-page.tsx';

export function LandingRoute() {
  return <LandingPage />;
}

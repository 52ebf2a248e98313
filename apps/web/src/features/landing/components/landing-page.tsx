import { useSession } from '@/lib/auth/get-user.ts';
import { useLogout } from '@/lib/auth/logout.ts';
import { FeaturesSection } from './features-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { HowItWorksSection } from './how-it-works-section.tsx';
import { LandingFooter } from './landing-footer.tsx';
import { LandingHeader } from './landing-header.tsx';
import { PricingSection } from './pricing-section.tsx';
import { StatsSection } from './stats-section.tsx';

export function LandingPage() {
  const session = useSession();
  const logoutMutation = useLogout();
  return (
    <div className="min-h-svh">
      <LandingHeader session={session} onLogout={() => logoutMutation.mutate()} />
      <main>
        <HeroSection session={session} />
        <StatsSection />
        <HowItWorksSection />
        <FeaturesSection />
        <PricingSection signedIn={session.status === 'authenticated'} userId={session.user?.id} />
      </main>
      <LandingFooter />
    </div>
  );
}

import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render-app.tsx';
import { FeaturesSection } from './features-section.tsx';
import { HeroSection } from './hero-section.tsx';

describe('the landing page on what the clips are', () => {
  it('calls them simulated and never seen before, not real', () => {
    renderWithProviders(
      <>
        <HeroSection session={{ status: 'unauthenticated', user: null }} />
        <FeaturesSection />
      </>,
    );
    expect(screen.getByText(/Simulated clips, never seen before\./)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Never-seen clips' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/real clips|real match/i);
  });
});

import { HEADER_HEIGHT_PX } from '@gom/contract/constants';

export const LANDING_SECTIONS = [
  { id: 'home', label: 'Home' },
  { id: 'how-it-works', label: 'How It Works' },
  { id: 'features', label: 'Features' },
  { id: 'pricing', label: 'Pricing' },
] as const;

/** Smooth-scrolls to a section, stopping 64px short so the fixed header does not cover its title. */
export function scrollToSection(id: string): void {
  const section = document.getElementById(id);
  if (!section) return;
  const top = section.getBoundingClientRect().top + window.scrollY - HEADER_HEIGHT_PX;
  window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
}

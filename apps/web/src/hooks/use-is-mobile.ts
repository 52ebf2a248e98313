import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@gom/contract/constants';

// Spec §9: below 768px the app switches to its mobile layout (the sidebar becomes a drawer).
const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(MOBILE_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

function isMobileNow(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches;
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(
    (onChange) => (typeof window.matchMedia === 'function' ? subscribe(onChange) : () => {}),
    isMobileNow,
    () => false,
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { BANNER_DURATION_MS } from '@gom/contract/constants';

// Spec §2, §8: a transient banner for success, error or info messages; it clears after 5 seconds.

export type BannerVariant = 'success' | 'error' | 'info';
export type Banner = { message: string; variant: BannerVariant };

export function useBanner() {
  const [banner, setBanner] = useState<Banner | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const showBanner = useCallback((message: string, variant: BannerVariant) => {
    clearTimeout(timer.current);
    setBanner({ message, variant });
    timer.current = setTimeout(() => setBanner(null), BANNER_DURATION_MS);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { banner, showBanner };
}

import { queryOptions, useQuery } from '@tanstack/react-query';

// The visitor's country from a third-party IP geolocation service (spec §2, §7); 'Unknown' on failure.

export const GEO_URL: string = import.meta.env.VITE_GEO_URL || 'https://ipapi.co/json/';
export const UNKNOWN_COUNTRY = 'Unknown';
const GEO_TIMEOUT_MS = 5_000;

export async function getCountry(fetchFn: typeof fetch = fetch): Promise<string> {
  try {
    // A third party: no cookies of ours go there.
    const response = await fetchFn(GEO_URL, { credentials: 'omit', signal: AbortSignal.timeout(GEO_TIMEOUT_MS) });
    if (!response.ok) return UNKNOWN_COUNTRY;
    const body = (await response.json()) as { country_name?: unknown };
    return typeof body.country_name === 'string' && body.country_name ? body.country_name : UNKNOWN_COUNTRY;
  } catch {
    return UNKNOWN_COUNTRY;
  }
}

export function countryQueryOptions() {
  return queryOptions({
    queryKey: ['geo', 'country'],
    queryFn: () => getCountry(),
    staleTime: Infinity,
    retry: false,
  });
}

export function useCountry() {
  return useQuery(countryQueryOptions());
}

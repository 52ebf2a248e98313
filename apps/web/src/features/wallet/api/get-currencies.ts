import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Currency } from '@gom/contract/currencies';
import { CURRENCIES_GC_MS, CURRENCIES_STALE_MS } from '@gom/contract/constants';
import { api } from '@/lib/api-client.ts';
import { CURRENCIES_QUERY_KEY } from '@/lib/money/query-keys.ts';

// GET /currencies: the supported currencies with symbol, type and scale. Spec §9: stale after 10 minutes,
// kept 30 minutes.

export async function getCurrencies(): Promise<Currency[]> {
  return (await api.get<Currency[] | undefined>('/currencies')) ?? [];
}

export function currenciesQueryOptions() {
  return queryOptions({
    queryKey: CURRENCIES_QUERY_KEY,
    queryFn: getCurrencies,
    staleTime: CURRENCIES_STALE_MS,
    gcTime: CURRENCIES_GC_MS,
  });
}

export function useCurrencies(options: { enabled?: boolean } = {}) {
  return useQuery({ ...currenciesQueryOptions(), enabled: options.enabled ?? true });
}

import { useCallback, useRef } from 'react';
import { createIdempotencyKey } from './create-idempotency-key.ts';

// One key per intended request (a payment, a game). Submitting the same one again (a double click, a retry after
// a network error) reuses its key, so the server answers with the first one's result instead of doing it twice.
// A different request (other wallet, amount or game), or any request after a success, gets a fresh key.

export function useIdempotencyKey() {
  const current = useRef<{ fingerprint: string; key: string } | null>(null);

  const keyFor = useCallback((fingerprint: string): string => {
    if (current.current?.fingerprint !== fingerprint) {
      current.current = { fingerprint, key: createIdempotencyKey() };
    }
    return current.current.key;
  }, []);

  const reset = useCallback(() => {
    current.current = null;
  }, []);

  return { keyFor, reset };
}

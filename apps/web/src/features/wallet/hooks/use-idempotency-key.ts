import { useCallback, useRef } from 'react';
import { createIdempotencyKey } from '../utils/create-idempotency-key.ts';

// One key per intended payment. Submitting the same payment again (a double click, a retry after a
// network error) reuses its key, so the server answers with the same funding instead of a second one.
// A different payment (other wallet or amount), or any payment after a success, gets a fresh key.

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

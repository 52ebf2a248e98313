/**
 * P(X ≥ k) where X is the number of successes of independent trials with these probabilities (a Poisson-binomial
 * distribution), by the exact dynamic programme over the count of successes: O(n · k) steps, in doubles, which
 * hold tail values far below the 1e-6 the risk monitor compares against.
 */
export function poissonBinomialTail(probabilities: readonly number[], k: number): number {
  if (k <= 0) return 1;
  if (k > probabilities.length) return 0;
  // below[j]: P(exactly j successes so far) for j < k; atLeast: P(already k or more).
  const below = new Float64Array(k);
  below[0] = 1;
  let atLeast = 0;
  for (const p of probabilities) {
    atLeast += below[k - 1]! * p;
    for (let j = k - 1; j >= 1; j -= 1) below[j] = below[j]! * (1 - p) + below[j - 1]! * p;
    below[0] = below[0]! * (1 - p);
  }
  return Math.min(1, atLeast);
}

// Limits and names of the clip catalog.

/** How long a worker's claim on a pending clip lasts; a render takes seconds, a crashed worker's claim runs out. */
export const RENDER_LEASE_MS = 5 * 60_000;
/** A clip that failed this many renders is marked failed and left alone. */
export const MAX_RENDER_ATTEMPTS = 3;

/** Operators' footage: seasons from this year to the current one. */
export const MANIFEST_FIRST_YEAR = 1900;

/** Secret-keyed clips (generation/): `keyed-simulator-<simulator version>`. */
export const KEYED_GENERATOR_PREFIX = 'keyed-simulator-';
export const MANIFEST_GENERATOR = 'manifest';

/** Where the API serves media; a token follows. */
export const MEDIA_ROUTE_PREFIX = '/media';
/** How long an issued media URL works when the issuer names no lifetime: longer than any game. */
export const DEFAULT_MEDIA_TOKEN_TTL_SECONDS = 6 * 60 * 60;
/** The local storage's folder under DATA_DIR. */
export const LOCAL_MEDIA_SUBDIR = 'media';

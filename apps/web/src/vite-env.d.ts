/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API when it is not same-origin `/api`. */
  readonly VITE_API_URL?: string;
  /** IP geolocation service used for the profile's country. */
  readonly VITE_GEO_URL?: string;
}

/// <reference types="vite/client" />
interface ImportMetaEnv {
  /** API origin when the SPA is hosted apart from the Worker; empty = same origin. */
  readonly VITE_API_ORIGIN?: string;
  /** The footer's sister-site link and its name. */
  readonly VITE_SISTER_SITE_URL?: string;
  readonly VITE_SISTER_SITE_NAME?: string;
}

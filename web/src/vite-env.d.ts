/// <reference types="vite/client" />
interface ImportMetaEnv {
  /** API origin when the SPA is hosted apart from the Worker; empty = same origin. */
  readonly VITE_API_ORIGIN?: string;
  /** Published explainer videos for the manifesto's click-to-load embeds; each is left out when unset. */
  readonly VITE_MANIFESTO_YOUTUBE_ID?: string;
  readonly VITE_MANIFESTO_TIKTOK_ID?: string;
}

import { useSyncExternalStore } from "react";

const QUERY = "(prefers-reduced-motion: reduce)";

// Browsers (and jsdom) without matchMedia get motion: nothing here is needed to read the page.
const media = () => (typeof window.matchMedia === "function" ? window.matchMedia(QUERY) : null);

function subscribe(notify: () => void) {
  const list = media();
  list?.addEventListener?.("change", notify);
  return () => list?.removeEventListener?.("change", notify);
}

/**
 * True when the person asked their system for less motion. It follows changes live, so switching the
 * setting while the page is open stops the parallax and reveals at once.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? false, () => false);
}

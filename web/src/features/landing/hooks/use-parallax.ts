import { useEffect, useRef } from "react";
import { usePrefersReducedMotion } from "./use-reduced-motion";

/** The hero layer never moves further than 40 px up or 60 px down, so it never drifts off its text. */
export const PARALLAX_MIN = -40;
export const PARALLAX_MAX = 60;
/** The layer travels at a third of the scroll speed, so it drifts behind the text rather than racing it. */
const PARALLAX_FACTOR = 0.3;

/**
 * The shift for a scroll position. Negative positions happen during overscroll ("rubber band" on touch
 * devices), which is why the lower bound matters at all.
 */
export function parallaxOffset(scrollY: number, factor = PARALLAX_FACTOR): number {
  return Math.min(PARALLAX_MAX, Math.max(PARALLAX_MIN, Math.round(scrollY * factor)));
}

/**
 * Moves the element behind `ref` with the page's scroll. Writes the transform straight to the element
 * at most once per animation frame (a passive listener, no React re-render per scroll event). Under
 * prefers-reduced-motion no listener is attached and the layer stays where it is.
 */
export function useParallax<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const reduced = usePrefersReducedMotion();

  useEffect(() => {
    const layer = ref.current;
    if (!layer) return;
    if (reduced) {
      layer.style.transform = "";
      return;
    }
    let frame = 0;
    const apply = () => {
      frame = 0;
      layer.style.transform = `translate3d(0, ${parallaxOffset(window.scrollY)}px, 0)`;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(apply);
    };
    apply();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [reduced]);

  return ref;
}

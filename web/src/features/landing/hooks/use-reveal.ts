import { useEffect, useRef, useState } from "react";
import { usePrefersReducedMotion } from "./use-reduced-motion";

/** A block animates in once 15 % of it is visible: early enough that nobody reads a blank gap. */
export const REVEAL_THRESHOLD = 0.15;

/**
 * "visible": shown, no animation pending (the default, so content is never hidden before the observer
 * has proved it works). "hidden": the observer reported the block off screen, so it can wait for its
 * entrance. "revealed": it has entered and animated in; it stays that way.
 */
type RevealState = "visible" | "hidden" | "revealed";

// A block taller than the viewport can never show 15 % of itself; 15 % of the screen filled is enough.
function enoughInView(entry: IntersectionObserverEntry) {
  if (!entry.isIntersecting) return false;
  if (entry.intersectionRatio >= REVEAL_THRESHOLD) return true;
  const viewport = entry.rootBounds?.height ?? window.innerHeight;
  return entry.intersectionRect.height >= viewport * REVEAL_THRESHOLD;
}

/**
 * Scroll-triggered entrance for a landing block. Content is hidden only after the first observer report
 * says it is entirely off screen — so nothing the visitor can already see ever blinks out, and if the
 * observer never reports (no support, a broken environment) the content simply stays visible. Under
 * prefers-reduced-motion there is no observer at all.
 */
export function useReveal<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const reduced = usePrefersReducedMotion();
  const [state, setState] = useState<RevealState>("visible");

  useEffect(() => {
    const element = ref.current;
    if (!element || reduced || typeof IntersectionObserver !== "function") {
      setState((current) => (current === "hidden" ? "revealed" : current));
      return;
    }
    let first = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (enoughInView(entry) || (first && entry.isIntersecting)) {
          setState((current) => (current === "hidden" ? "revealed" : current));
          observer.disconnect();
        } else if (first) {
          setState("hidden");
        }
        first = false;
      },
      { threshold: REVEAL_THRESHOLD },
    );
    observer.observe(element);
    // Keyboard focus or printing must never land on a block still waiting for its entrance.
    const show = () => setState((current) => (current === "hidden" ? "revealed" : current));
    element.addEventListener("focusin", show);
    window.addEventListener("beforeprint", show);
    return () => {
      observer.disconnect();
      element.removeEventListener("focusin", show);
      window.removeEventListener("beforeprint", show);
    };
  }, [reduced]);

  return { ref, state };
}

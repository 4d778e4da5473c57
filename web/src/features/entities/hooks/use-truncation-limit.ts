import { useSyncExternalStore } from "react";

export type TruncationLimits = { wide: number; narrow: number };

/**
 * Spec §9. Home: 500 "above 640 px", else 250. Detail: 700, or 400 "at 640 px or less". Worded
 * differently, both mean the same boundary: narrow when the window is at most 640 px wide.
 */
export const NARROW_MAX_WIDTH = 640;
export const HOME_DESCRIPTION_LIMITS: TruncationLimits = { wide: 500, narrow: 250 };
export const DETAIL_DESCRIPTION_LIMITS: TruncationLimits = { wide: 700, narrow: 400 };

function subscribe(notify: () => void) {
  window.addEventListener("resize", notify);
  return () => window.removeEventListener("resize", notify);
}

/** The description limit for the current window width, re-evaluated on every resize. */
export function useTruncationLimit({ wide, narrow }: TruncationLimits, breakpoint = NARROW_MAX_WIDTH) {
  // The snapshot is a boolean, so resizes within one band do not re-render the cards.
  const isNarrow = useSyncExternalStore(
    subscribe,
    () => window.innerWidth <= breakpoint,
    () => false,
  );
  return isNarrow ? narrow : wide;
}

import { useSyncExternalStore } from "react";

type TruncationLimits = { wide: number; narrow: number };

/**
 * How many characters of a page's description show before "Show more": a card on the home screen shows
 * less than the page's own screen, and both show less on a narrow window (at most 640 px wide), where
 * the same text takes more lines.
 */
const NARROW_MAX_WIDTH = 640;
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

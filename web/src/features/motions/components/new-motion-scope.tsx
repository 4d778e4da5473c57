import { useMemo, useState, type ReactNode } from "react";
import type { Motion } from "../api/motion-queries";
import { NewMotionContext } from "../hooks/use-new-motion";

/**
 * Wraps a screen that has both a Submit Motion button and the motion list it adds to. A motion submitted
 * inside is shown first in that list, marked as new, for as long as the scope stays mounted: leaving the
 * screen (another route, or another page's `key`) forgets it, and the list shows it in its real place.
 */
export function NewMotionScope({ children }: { children: ReactNode }) {
  const [motion, setMotion] = useState<Motion | null>(null);
  const value = useMemo(() => ({ motion, show: setMotion }), [motion]);
  return <NewMotionContext value={value}>{children}</NewMotionContext>;
}

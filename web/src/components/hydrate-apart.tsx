import { Suspense, type ReactNode } from "react";

/**
 * A part of a long server-rendered screen that React adopts on its own when it hydrates: each Suspense
 * boundary is hydrated as a separate piece of work, between which the browser can paint and answer input,
 * instead of one long task for the whole screen (README.md, "Server rendering"). Nothing inside suspends, so
 * the fallback is never shown.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

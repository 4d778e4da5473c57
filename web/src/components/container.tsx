import { clsx } from "clsx";
import type { ReactNode } from "react";

/**
 * The site's column: the same width and gutters as the header. The landing page's sections and its Get in
 * Touch section sit in it, so their text lines up and never touches the window's edges.
 */
export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={clsx("mx-auto w-full max-w-6xl px-4 sm:px-6", className)}>{children}</div>;
}

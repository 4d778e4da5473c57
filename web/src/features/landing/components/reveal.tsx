import { clsx } from "clsx";
import type { CSSProperties, ReactNode } from "react";
import { useReveal } from "../hooks/use-reveal";

/**
 * A block that fades and rises into place when it scrolls into view (see useReveal). `delay` staggers
 * siblings in a row. The hidden look is keyed on data-reveal, so tests and styles read the same state.
 */
export function Reveal({
  children,
  className,
  delay = 0,
  as: Tag = "div",
}: {
  children: ReactNode;
  className?: string;
  delay?: number;
  as?: "div" | "li";
}) {
  const { ref, state } = useReveal<HTMLDivElement & HTMLLIElement>();
  const style: CSSProperties | undefined = state === "revealed" && delay ? { transitionDelay: `${delay}ms` } : undefined;
  return (
    <Tag
      ref={ref}
      data-reveal={state}
      style={style}
      className={clsx(
        "transition-[opacity,translate] duration-700 ease-out",
        "data-[reveal=hidden]:translate-y-6 data-[reveal=hidden]:opacity-0",
        className,
      )}
    >
      {children}
    </Tag>
  );
}

import { clsx } from "clsx";
import { ChevronDown } from "lucide-react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";

/**
 * A collapsible section in the WAI-ARIA disclosure pattern: a real heading (so it stays in the page's
 * outline) wrapping a button with aria-expanded and aria-controls. A closed panel is
 * hidden="until-found", so find-in-page still finds its text and opens it; browsers without that
 * treat it as plainly hidden.
 */
export function Disclosure({
  title,
  heading: Heading = "h2",
  id,
  description,
  children,
  variant = "section",
  className,
}: {
  title: string;
  heading?: "h2" | "h3" | "h4";
  id?: string;
  description?: string;
  children: ReactNode;
  variant?: "section" | "nested";
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const descriptionId = `${panelId}-description`;
  const panel = useRef<HTMLDivElement>(null);
  const nested = variant === "nested";

  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    if (!open) element.setAttribute("hidden", "until-found");
    const onMatch = () => setOpen(true);
    element.addEventListener("beforematch", onMatch);
    return () => element.removeEventListener("beforematch", onMatch);
  }, [open]);

  return (
    <div id={id} className={clsx("scroll-mt-24 rounded-2xl border border-line", nested ? "bg-surface-sunken" : "bg-surface-raised shadow-sm", className)}>
      {/* The subtitle sits outside the heading and button, so neither's name grows; it is their description. */}
      <Heading className="m-0">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-describedby={description ? descriptionId : undefined}
          onClick={() => setOpen((value) => !value)}
          className={clsx(
            "group flex w-full min-h-11 items-center justify-between gap-4 rounded-2xl text-left font-bold tracking-tight text-ink text-balance",
            nested ? "px-4 py-3 text-base sm:px-5 sm:text-lg" : "px-5 pt-5 text-xl sm:px-8 sm:pt-6 sm:text-2xl",
            !description && !nested && "pb-5 sm:pb-6",
          )}
        >
          {title}
          <span
            aria-hidden="true"
            className={clsx(
              "flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand-strong transition-transform duration-200 group-hover:bg-brand group-hover:text-white dark:group-hover:text-slate-950",
              open && "rotate-180",
            )}
          >
            <ChevronDown className="size-5" />
          </span>
        </button>
      </Heading>
      {description && (
        <p id={descriptionId} className={clsx("text-sm text-ink-muted", nested ? "-mt-1 px-4 pb-3 sm:px-5" : "px-5 pb-5 sm:px-8 sm:pb-6")}>
          {description}
        </p>
      )}
      {/* The panel itself has no box: until-found hiding keeps an element's padding and border. */}
      <div ref={panel} id={panelId} hidden={!open}>
        <div className={clsx("border-t border-line", nested ? "px-4 py-4 sm:px-5" : "px-5 py-6 sm:px-8 sm:py-8")}>{children}</div>
      </div>
    </div>
  );
}

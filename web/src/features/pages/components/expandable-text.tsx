import { clsx } from "clsx";
import { useId, useState } from "react";
import { truncateText } from "../lib/page-text";

/** A description that starts collapsed at `limit` characters with a Show more / Show less switch. */
export function ExpandableText({ text, limit, className }: { text: string; limit: number; className?: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const needsTruncation = Array.from(text).length > limit;
  const shown = needsTruncation && !expanded ? truncateText(text, limit) : text;

  return (
    <div className={className}>
      <p id={id} dir="auto" className="leading-relaxed whitespace-pre-line text-ink-muted text-pretty user-text">
        {shown}
      </p>
      {needsTruncation && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
          className={clsx(
            "-mx-2 mt-1 inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-brand",
            "underline-offset-4 hover:underline",
          )}
        >
          {expanded ? "Show less" : "Show more"}
        </button>
      )}
    </div>
  );
}

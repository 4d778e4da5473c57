import { useMemo } from "react";
import { highlightParts } from "../lib/search-highlight";

/**
 * A motion's text with the words a search matched in <mark>, which screen readers and Windows High Contrast
 * know as highlighted; the tint keeps 4.5:1 text contrast in light and in dark. Without `q`, the plain text.
 */
export function HighlightedText({ text, q }: { text: string; q?: string }) {
  const parts = useMemo(() => highlightParts(text, q), [text, q]);
  if (parts.length === 1 && !parts[0]!.match) return text;
  return parts.map((part, i) =>
    part.match ? (
      <mark key={i} className="rounded-xs bg-amber-200 text-ink box-decoration-clone dark:bg-amber-400/35 dark:text-amber-50">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

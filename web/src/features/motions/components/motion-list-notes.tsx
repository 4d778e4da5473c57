import clsx from "clsx";
import { MessageSquareText, SearchX } from "lucide-react";
import { buttonClass } from "../../../components/button-styles";

// What a motion list says about itself: an empty list or search, and how many motions a search found.

const countFormat = new Intl.NumberFormat("en-US");

type EmptyProps = { filtered: boolean; searched: boolean; onClearSearch?: () => void };

/** No motions: none yet, none with the chosen status, or none matching the search (with a way out of it). */
export function EmptyState({ filtered, searched, onClearSearch }: EmptyProps) {
  const Icon = searched ? SearchX : MessageSquareText;
  const [title, hint] = searched
    ? [
        "No motions found",
        // Words match whole (in any form: "bike" finds "biking"), so a half-typed word finds nothing yet.
        `Every word searched for must appear in a motion, as a whole word. Check the spelling, finish any half-typed word, or try fewer or other words${filtered ? ", or choose All statuses" : ""}.`,
      ]
    : filtered
      ? ["No motions with this status", "Choose All statuses to see every motion."]
      : ["No motions yet", "When people share motions, they will appear here."];
  return (
    <div className="rounded-2xl border border-dashed border-line bg-surface-raised px-6 py-12 text-center">
      <Icon aria-hidden className="mx-auto size-10 text-ink-muted" />
      <p className="mt-3 text-lg font-semibold text-ink">{title}</p>
      <p className="mx-auto mt-1 max-w-md text-sm text-ink-muted">{hint}</p>
      {searched && onClearSearch && (
        <button type="button" onClick={onClearSearch} className={buttonClass({ size: "sm", className: "mt-5" })}>
          Clear the search
        </button>
      )}
    </div>
  );
}

/**
 * How many motions the search `q` found so far (a list loads in pages: "more than 8" until its end), as a
 * polite live region, so a screen reader hears each new result without leaving the search box. When nothing
 * matches, the empty state says so on screen and this line only to screen readers; while loading or after a
 * failure (`loading`) it says nothing.
 */
export function SearchSummary({ q, count, more, loading }: { q?: string; count: number; more: boolean; loading: boolean }) {
  const found =
    !q || loading
      ? ""
      : count === 0
        ? "No motions match"
        : `${more ? "More than " : ""}${countFormat.format(count)} ${count === 1 && !more ? "motion matches" : "motions match"}`;
  return (
    <p role="status" className={clsx("me-auto min-w-0 text-sm text-ink-muted", (!found || count === 0) && "sr-only")}>
      {/* The words searched for in their own direction, so "“بنك”" keeps its quotes on the right sides. */}
      {found && (
        <>
          {found} “
          <span dir="auto" className="user-text">
            {q}
          </span>
          ”
        </>
      )}
    </p>
  );
}

/**
 * A relevance search that found more motions than it ranks (the newest `window`, README.md "Search"): why
 * an older motion may be missing, and how to reach it.
 */
export function SearchWindowNote({ window }: { window: number }) {
  return (
    <p className="text-sm text-ink-muted">
      Showing the best matches among the newest {countFormat.format(window)}. Add another word to reach older motions, or choose
      another sort.
    </p>
  );
}

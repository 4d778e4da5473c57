import { SEARCH_MAX_LENGTH } from "@contract/limits";
import { useNavigate } from "@tanstack/react-router";
import { clsx } from "clsx";
import { Search, X } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { buttonClass } from "../../../components/button-styles";

/**
 * Search by page name. Blank or whitespace-only text disables Search and Enter does nothing, since there
 * is nothing to look for; a search goes to /pages/search/{term}, so results have their own shareable address.
 */
export function PageSearchForm({
  initialTerm = "",
  label,
  showLabel = false,
  clearable = false,
}: {
  initialTerm?: string;
  label: string;
  showLabel?: boolean;
  clearable?: boolean;
}) {
  const navigate = useNavigate();
  const [term, setTerm] = useState(initialTerm);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const trimmed = term.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) return;
    void navigate({ to: "/pages/search/$search", params: { search: trimmed } });
  };

  const clear = () => {
    setTerm("");
    input.current?.focus();
  };

  return (
    <form role="search" onSubmit={submit} className="w-full">
      <label htmlFor={inputId} className={clsx(showLabel ? "mb-2 block text-sm font-semibold text-ink" : "sr-only")}>
        {label}
      </label>
      <div className="flex gap-2 sm:gap-3">
        <div className="relative min-w-0 flex-1">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-ink-muted" />
          <input
            ref={input}
            id={inputId}
            dir="auto"
            type="search"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            placeholder="Search motion pages..."
            autoComplete="off"
            enterKeyHint="search"
            maxLength={SEARCH_MAX_LENGTH}
            className={clsx(
              "block min-h-12 w-full rounded-xl border border-line bg-surface-raised pl-11 text-base text-ink shadow-sm",
              "placeholder:text-ink-muted focus:border-brand focus:outline-2 focus:outline-offset-0 focus:outline-brand",
              // The custom clear button replaces the browser's own, so there is only one.
              "[&::-webkit-search-cancel-button]:appearance-none",
              clearable && term ? "pr-12" : "pr-4",
            )}
          />
          {clearable && term && (
            <button
              type="button"
              onClick={clear}
              aria-label="Clear search"
              className="absolute top-1/2 right-0.5 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-lg text-ink-muted hover:text-ink"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          )}
        </div>
        <button type="submit" disabled={!trimmed} className={buttonClass({ variant: "primary", className: "min-h-12" })}>
          Search
        </button>
      </div>
    </form>
  );
}

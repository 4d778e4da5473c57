import { SEARCH_MAX_LENGTH } from "@contract/limits";
import clsx from "clsx";
import { LoaderCircle, Search, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";

/** How long typing pauses before the search is applied (and written into the URL). */
const SEARCH_DEBOUNCE_MS = 300;

type Props = {
  /** The search the list shows now (the URL's `q`), or "" for none. */
  value: string;
  /** Applies a search: trimmed, "" for none; `replace` while typing so each pause is not a history entry. */
  onSearch: (q: string, options: { replace: boolean }) => void;
  /** A new search is loading: a spinner in place of the magnifier. */
  busy?: boolean;
};

/**
 * "Search motions": a search landmark over a motion list. Typing applies the search after a short pause,
 * Enter at once; the clear button and Escape empty it. The box follows the URL when the search changes
 * elsewhere (Back, a link, "Clear the search"), but never while the member is typing.
 */
export function MotionSearchBox({ value, onSearch, busy = false }: Props) {
  const [term, setTerm] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  const cancelPending = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => cancelPending, []);

  useEffect(() => {
    if (timer.current === null) setTerm((current) => (current.trim() === value ? current : value));
  }, [value]);

  const change = (next: string) => {
    setTerm(next);
    cancelPending();
    timer.current = setTimeout(() => {
      timer.current = null;
      onSearch(next.trim(), { replace: true });
    }, SEARCH_DEBOUNCE_MS);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    cancelPending();
    onSearch(term.trim(), { replace: false });
  };

  const clear = () => {
    cancelPending();
    setTerm("");
    onSearch("", { replace: true });
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Escape" || !term) return;
    // The browser's own Escape on a search field would clear the text without telling the list.
    event.preventDefault();
    clear();
  };

  const Icon = busy ? LoaderCircle : Search;
  return (
    <form role="search" aria-labelledby={`${id}-label`} onSubmit={submit} className="w-full">
      <label id={`${id}-label`} htmlFor={id} className="sr-only">
        Search motions
      </label>
      <div className="relative">
        <Icon
          aria-hidden
          className={clsx("pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-ink-muted", busy && "animate-spin")}
        />
        <input
          ref={input}
          id={id}
          dir="auto"
          // Before the app takes over, Enter still searches: the form's default GET sends ?q=.
          name="q"
          type="search"
          value={term}
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Search motions…"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={SEARCH_MAX_LENGTH}
          className={clsx(
            "block min-h-12 w-full rounded-xl border border-line bg-surface-raised pl-11 text-base text-ink shadow-sm",
            "placeholder:text-ink-muted hover:border-ink-muted/60 focus:border-brand focus:outline-2 focus:outline-offset-0 focus:outline-brand",
            // The clear button below replaces the browser's own, so there is only one.
            "[&::-webkit-search-cancel-button]:appearance-none",
            term ? "pr-12" : "pr-4",
          )}
        />
        {term && (
          <button
            type="button"
            onClick={clear}
            aria-label="Clear search"
            className="absolute top-1/2 right-0.5 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-lg text-ink-muted hover:text-ink"
          >
            <X aria-hidden className="size-5" />
          </button>
        )}
      </div>
    </form>
  );
}

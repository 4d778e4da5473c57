import { SEARCH_MAX_LENGTH } from "@contract/limits";
import { useNavigate } from "@tanstack/react-router";
import { Search } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { buttonClass } from "../../../components/button-styles";

/**
 * A search of the motions of one city, region or the nation (everything below it included): the results are
 * All Motions narrowed to that place (`/motions?jurisdiction=rivermouth&q=bike+lanes`), which has its own
 * address, its sorts and its filter to widen the search again. Blank text searches nothing.
 */
export function ScopedSearch({ jurisdiction }: { jurisdiction: { slug: string; name: string } }) {
  const navigate = useNavigate();
  const [term, setTerm] = useState("");
  const id = useId();
  const trimmed = term.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed) void navigate({ to: "/motions", search: { q: trimmed, jurisdiction: jurisdiction.slug } });
  };
  return (
    <form role="search" onSubmit={submit} className="w-full">
      <label htmlFor={id} className="mb-2 block text-sm font-semibold text-ink">
        Search motions in{" "}
        <span dir="auto" className="user-text">
          {jurisdiction.name}
        </span>
      </label>
      <div className="flex gap-2 sm:gap-3">
        <div className="relative min-w-0 flex-1">
          <Search aria-hidden="true" className="pointer-events-none absolute start-3.5 top-1/2 size-5 -translate-y-1/2 text-ink-muted" />
          <input
            id={id}
            dir="auto"
            type="search"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            placeholder="Bike lanes, bus stops, parks…"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={SEARCH_MAX_LENGTH}
            className="block min-h-12 w-full rounded-xl border border-line bg-surface-raised ps-11 pe-4 text-base text-ink shadow-sm placeholder:text-ink-muted focus:border-brand focus:outline-2 focus:outline-offset-0 focus:outline-brand"
          />
        </div>
        <button type="submit" disabled={!trimmed} className={buttonClass({ variant: "primary", className: "min-h-12" })}>
          Search
        </button>
      </div>
    </form>
  );
}

import { Search } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { buttonClass } from "../../../components/button-styles";
import { Modal } from "../../../components/modal";
import { Skeleton } from "../../../components/skeleton";
import { useJurisdictionTree, type Jurisdiction } from "../../../lib/jurisdiction-tree";
import { groupByRegion } from "../../../lib/place-options";
import { moveBetweenCities } from "../lib/city-keys";
import { matchPlaces } from "../lib/match-place";
import { CityChooserList } from "./city-chooser-list";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The city chosen now, marked in the list. */
  current?: string;
  onChoose: (city: Jurisdiction) => void;
};

/**
 * "Choose your city": every city of the nation, grouped by region, narrowed as the visitor types (Enter takes
 * the first match). Loaded only when someone opens it, so none of it weighs on the home page's first download.
 */
export default function CityChooserDialog({ open, onOpenChange, current, onChoose }: Props) {
  const tree = useJurisdictionTree();
  const [term, setTerm] = useState("");
  const list = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const groups = matchPlaces(groupByRegion(tree.data ?? []).regions, term);
  const first = groups[0]?.places[0];

  const choose = (city: Jurisdiction) => {
    onChoose(city);
    onOpenChange(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (first) choose(first);
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Choose your city" description="The home page then shows that city's motion pages. This browser remembers your choice.">
      <form role="search" onSubmit={submit}>
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-ink">
          Find a city
        </label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute start-3.5 top-1/2 size-5 -translate-y-1/2 text-ink-muted" />
          <input
            id={inputId}
            type="search"
            dir="auto"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            onKeyDown={(event) => event.key === "ArrowDown" && moveBetweenCities(event, list.current)}
            placeholder="Type a city's name"
            autoComplete="off"
            enterKeyHint="go"
            maxLength={80}
            className="block min-h-12 w-full rounded-xl border border-line bg-surface ps-11 pe-4 text-base text-ink shadow-sm placeholder:text-ink-muted focus:border-brand focus:outline-2 focus:outline-offset-0 focus:outline-brand"
          />
        </div>
      </form>
      <div ref={list} onKeyDown={(event) => moveBetweenCities(event, list.current)} className="mt-4 max-h-[min(24rem,55dvh)] overflow-y-auto pe-1">
        {tree.isPending ? (
          <div role="status" aria-label="Loading cities" className="space-y-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-11 w-full" />
            <Skeleton className="h-11 w-full" />
          </div>
        ) : tree.isError ? (
          <div className="space-y-3 py-4">
            <p className="text-sm text-ink">The list of cities could not be loaded.</p>
            <button type="button" onClick={() => void tree.refetch()} className={buttonClass({ size: "sm" })}>
              Try again
            </button>
          </div>
        ) : groups.length === 0 ? (
          <p role="status" className="py-4 text-sm text-ink-muted">
            No city matches “<span dir="auto">{term.trim()}</span>”. Check the spelling, or type fewer letters.
          </p>
        ) : (
          <CityChooserList groups={groups} current={current} onChoose={choose} />
        )}
      </div>
    </Modal>
  );
}

import clsx from "clsx";
import { Check } from "lucide-react";
import type { Jurisdiction } from "../../../lib/jurisdiction-tree";
import type { RegionGroup } from "../../../lib/place-options";

type Props = { groups: RegionGroup[]; current?: string; onChoose: (city: Jurisdiction) => void };

/**
 * The cities, grouped under their regions' names, each a button that chooses it; the current choice is marked
 * in words and with a check, not by colour alone. Districts follow their city, indented.
 */
export function CityChooserList({ groups, current, onChoose }: Props) {
  return (
    <div className="space-y-5">
      {groups.map(({ region, places }) => (
        <section key={region._id} aria-labelledby={`region-${region._id}`}>
          <h3 id={`region-${region._id}`} dir="auto" className="text-xs font-semibold tracking-wide text-ink-muted uppercase user-text">
            {region.name}
          </h3>
          <ul className="mt-1.5 space-y-1">
            {places.map((place) => {
              const chosen = place.slug === current;
              return (
                <li key={place._id}>
                  <button
                    type="button"
                    data-city
                    aria-current={chosen || undefined}
                    onClick={() => onChoose(place)}
                    className={clsx(
                      "flex min-h-11 w-full items-center justify-between gap-3 rounded-xl px-3 text-start text-base text-ink hover:bg-surface-sunken focus-visible:bg-surface-sunken",
                      place.kind === "district" && "ps-7 text-sm",
                      chosen && "font-semibold",
                    )}
                  >
                    <span dir="auto" className="min-w-0 user-text">
                      {place.name}
                    </span>
                    {chosen && (
                      <span className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-brand">
                        <Check aria-hidden className="size-4" />
                        Current
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}

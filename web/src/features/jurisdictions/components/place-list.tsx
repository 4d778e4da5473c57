import { Link } from "@tanstack/react-router";
import { jurisdictionLink } from "../../../lib/addresses";
import type { JurisdictionChild } from "../api/jurisdiction-queries";
import { formatCount } from "../lib/jurisdiction-text";

const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

/**
 * Places with their figures, each a link to its own screen: the regions of the nation, the cities of a region,
 * the districts of a city, or the most answered cities (`ranked`: numbered, the most answered first).
 */
export function PlaceList({ places, ranked = false }: { places: JurisdictionChild[]; ranked?: boolean }) {
  const List = ranked ? "ol" : "ul";
  return (
    <List className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {places.map((place, index) => (
        <li key={place._id}>
          <Link
            {...jurisdictionLink(place)}
            className="flex min-h-full items-start gap-3 rounded-2xl border border-line bg-surface-raised p-4 shadow-sm transition-colors hover:border-brand"
          >
            {ranked && (
              <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-soft text-sm font-bold text-brand-strong">
                {index + 1}
              </span>
            )}
            <span className="min-w-0">
              <span dir="auto" className="block font-semibold text-ink user-text">
                {place.name}
              </span>
              <span className="mt-1 block text-sm text-ink-muted">
                {ranked
                  ? `${plural(place.stats.answered, "motion answered", "motions answered")} of ${formatCount(place.stats.motions)}`
                  : `${plural(place.stats.pages, "motion page", "motion pages")} · ${plural(place.stats.motions, "motion", "motions")}`}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </List>
  );
}

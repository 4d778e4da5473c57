import { TREND_HALF_LIFE_DAYS, TRENDING_SORT } from "@contract/jurisdictions";
import { useJurisdictionTree } from "../../../lib/jurisdiction-tree";
import type { JurisdictionHome } from "../api/jurisdiction-queries";
import { filteredScope, type PlaceFilter } from "../lib/place-filter";
import { HomeSection } from "./home-section";
import type { HomeSlots } from "./home-slots";
import { JurisdictionHeader } from "./jurisdiction-header";
import { PlaceFilters } from "./place-filters";
import { PlaceList } from "./place-list";
import { ScopedSearch } from "./scoped-search";

type Props = { home: JurisdictionHome; filter: PlaceFilter; onFilterChange: (next: PlaceFilter) => void } & Pick<HomeSlots, "renderMotions">;

/**
 * The nation's view, /{nation}, and a region's, /{region}: their totals, a search of all their motions, what is
 * trending across them (narrowed by region and city, kept in the address), the cities that answered most, and
 * the regions or cities below.
 */
export function NationalView({ home, filter, onFilterChange, renderMotions }: Props) {
  const place = home.jurisdiction;
  const scope = filteredScope(place.slug, filter);
  const tree = useJurisdictionTree();
  const scopeName = tree.data?.find((p) => p.slug === scope)?.name ?? place.name;
  const name = (text: string) => (
    <span dir="auto" className="user-text">
      {text}
    </span>
  );
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <JurisdictionHeader home={home} />
      <div className="mt-8 max-w-2xl">
        <ScopedSearch jurisdiction={place} />
      </div>
      <HomeSection
        title={<>Trending in {name(scopeName)}</>}
        intro={<>The motions gaining votes fastest: a vote counts half as much after {TREND_HALF_LIFE_DAYS} days. Narrow it to a region or a city.</>}
        seeAll={{ label: "See all trending motions", search: { jurisdiction: scope, sort: TRENDING_SORT } }}
      >
        <PlaceFilters place={place} filter={filter} onChange={onFilterChange} />
        {renderMotions({ jurisdiction: scope, sort: TRENDING_SORT, limit: 8, empty: `No motions in ${scopeName} yet.` })}
      </HomeSection>
      {home.mostAnswered.length > 0 && (
        <HomeSection title="Most answered cities" intro={<>The cities of {name(place.name)} whose offices have answered the most motions.</>}>
          <PlaceList places={home.mostAnswered} ranked />
        </HomeSection>
      )}
      {home.children.length > 0 && (
        <HomeSection title={place.kind === "nation" ? <>Regions of {name(place.name)}</> : <>Cities of {name(place.name)}</>}>
          <PlaceList places={home.children} />
        </HomeSection>
      )}
    </div>
  );
}

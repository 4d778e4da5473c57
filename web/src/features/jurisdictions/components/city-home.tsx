import { TREND_HALF_LIFE_DAYS, TRENDING_SORT } from "@contract/jurisdictions";
import type { JurisdictionHome } from "../api/jurisdiction-queries";
import { FollowCityButton } from "./follow-city-button";
import { HomeSection } from "./home-section";
import type { HomeSlots } from "./home-slots";
import { JurisdictionHeader } from "./jurisdiction-header";
import { PlaceList } from "./place-list";
import { ScopedSearch } from "./scoped-search";

/**
 * A city's home (or a district's), /{city}: where it sits and its totals, Follow this city, a search of its
 * motions, its motion pages, its trending motions, its latest official answers, and its districts if it has any.
 */
export function CityHome({ home, renderPages, renderMotions }: { home: JurisdictionHome } & HomeSlots) {
  const city = home.jurisdiction;
  const name = (
    <span dir="auto" className="user-text">
      {city.name}
    </span>
  );
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <JurisdictionHeader home={home} actions={<FollowCityButton home={home} />} />
      <div className="mt-8 max-w-2xl">
        <ScopedSearch jurisdiction={city} />
      </div>
      <HomeSection title="Motion pages" intro={<>The offices, agencies and groups of {name} that take motions. Open one to read its motions and add your own.</>}>
        {renderPages({ jurisdiction: city.slug, empty: `${city.name} has no motion pages yet.` })}
      </HomeSection>
      <HomeSection
        title="Trending now"
        intro={<>The motions of {name} gaining votes fastest: a vote counts half as much after {TREND_HALF_LIFE_DAYS} days.</>}
        seeAll={{ label: "See all trending motions", search: { jurisdiction: city.slug, sort: TRENDING_SORT } }}
      >
        {renderMotions({ jurisdiction: city.slug, sort: TRENDING_SORT, limit: 4, empty: `No motions in ${city.name} yet.` })}
      </HomeSection>
      <HomeSection
        title="Recently answered"
        intro={<>The latest official answers from the offices of {name}.</>}
        seeAll={{ label: "See all answered motions", search: { jurisdiction: city.slug, sort: "Answered" } }}
      >
        {renderMotions({ jurisdiction: city.slug, sort: "Answered", limit: 3, answeredOnly: true, empty: `No motion in ${city.name} has an official answer yet.` })}
      </HomeSection>
      {home.children.length > 0 && (
        <HomeSection title={<>Districts of {name}</>}>
          <PlaceList places={home.children} />
        </HomeSection>
      )}
    </div>
  );
}

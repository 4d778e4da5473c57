import type { JurisdictionHome } from "../api/jurisdiction-queries";
import { isCityHome } from "../lib/jurisdiction-text";
import type { PlaceFilter } from "../lib/place-filter";
import { CityHome } from "./city-home";
import type { HomeSlots } from "./home-slots";
import { NationalView } from "./national-view";

type Props = { home: JurisdictionHome; filter: PlaceFilter; onFilterChange: (next: PlaceFilter) => void } & HomeSlots;

/** /{jurisdiction}: a city's (or district's) home, or the view of a region or the nation. */
export function JurisdictionHomeScreen({ home, filter, onFilterChange, renderPages, renderMotions }: Props) {
  return isCityHome(home.jurisdiction) ? (
    <CityHome home={home} renderPages={renderPages} renderMotions={renderMotions} />
  ) : (
    <NationalView home={home} filter={filter} onFilterChange={onFilterChange} renderMotions={renderMotions} />
  );
}

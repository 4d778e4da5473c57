import { placeSlug } from "../../../lib/place-slug";

/**
 * What a region's or the nation's view keeps in its URL (`/norland?region=riverland&city=millbrook`): the
 * region and the city its trending list is narrowed to. Unknown keys are dropped, so the view has one address.
 */
export type PlaceFilter = { region?: string; city?: string };

export const validatePlaceFilter = (search: Record<string, unknown>): PlaceFilter => ({
  region: placeSlug(search.region),
  city: placeSlug(search.city),
});

/** The jurisdiction a view's trending list shows: the city chosen, else the region, else the view's own. */
export const filteredScope = (own: string, filter: PlaceFilter) => filter.city ?? filter.region ?? own;

// The nation's tree of jurisdictions (README.md, "A nation of cities"): plain constants shared with the web
// app, which imports this file from its entry chunk, so no zod here (the schemas are in jurisdiction-schemas.ts).

export const JURISDICTION_KINDS = ["nation", "region", "city", "district"] as const;
export type JurisdictionKind = (typeof JURISDICTION_KINDS)[number];

/** What each kind may hang under: a region under the nation, a city under a region, a district under a city. */
export const PARENT_KIND: Record<JurisdictionKind, JurisdictionKind | null> = {
  nation: null,
  region: "nation",
  city: "region",
  district: "city",
};

/** The words a screen uses for each kind. */
export const KIND_LABELS: Record<JurisdictionKind, string> = {
  nation: "Nation",
  region: "Region",
  city: "City",
  district: "District",
};

/**
 * The cookie that remembers a visitor's chosen city (its slug): the server reads it to render the home page
 * in that city, and the web app writes it when the visitor chooses. A year, like the theme.
 */
export const CITY_COOKIE = "plaza_city";
export const CITY_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The sort of GET /api/idea that ranks by recent votes (worker/jurisdictions/trend.ts). */
export const TRENDING_SORT = "Trending";

/**
 * Trending's hot score: every vote counts ±1, halved for every TREND_HALF_LIFE_DAYS since it was cast (README.md,
 * "Trending"). The stored key is that sum scaled to TREND_EPOCH so it never has to be recomputed as time passes.
 */
export const TREND_HALF_LIFE_DAYS = 3;

export const jurisdictionMessages = {
  notFound: "No such city or region.",
  slug: "Choose an address of lower-case letters, digits and dashes (2 to 60 characters).",
  slugTaken: "That address is already taken by another city, region or page.",
  slugReserved: "That address is one of Plaza's own screens. Choose another.",
  name: "Please enter a name of at most 80 characters.",
  kind: "Choose a kind: region, city or district.",
  parent: "Choose where it belongs: a region under the nation, a city under a region, a district under a city.",
  outsideYours: "You can only manage your own jurisdiction and what is below it.",
  created: "Jurisdiction created.",
  updated: "Jurisdiction updated.",
  homeCitySaved: "Home city saved.",
  homeCityCleared: "Home city cleared.",
  notACity: "Choose a city (or a district of one).",
  followed: "You now follow this city.",
  unfollowed: "You no longer follow this city.",
} as const;

import { desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "../db/client";
import { jurisdictions } from "../db/jurisdiction-schema";
import { toJurisdictionSummary, type JurisdictionSummary } from "./serialize";
import { findJurisdiction } from "./tree";
import { homeCityOf } from "./home-city";

// GET /api/jurisdictions/suggest (README.md, "City suggestion and home city"): the city a visitor is probably
// in, from the edge's location of their address, and the one they already chose (the plaza_city cookie, else
// a signed-in member's home city). Nothing is stored here: the web app asks, shows, and writes the cookie.

/** Where the edge places a visitor: request.cf's city and region (name and ISO code), any of them absent. */
export type VisitorLocation = { city?: string; region?: string; regionCode?: string };

type Cf = { city?: unknown; region?: unknown; regionCode?: unknown } | undefined;
const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : undefined);

/**
 * The visitor's location. In production, request.cf alone. In development the runtime's request.cf is a
 * fixed placeholder (Austin, Texas), so Cloudflare's own visitor-location header names stand in for it
 * (`cf-ipcity`, `cf-region`, `cf-region-code`, as the "Add visitor location headers" transform sends them),
 * then DEV_GEO_CITY (wrangler.toml [vars]), which gives `npm start` a suggestion.
 */
export function visitorLocation(request: Request, env: Pick<Env, "ENVIRONMENT" | "DEV_GEO_CITY">): VisitorLocation {
  const cf = (request as Request & { cf?: Cf }).cf;
  const fromCf = { city: text(cf?.city), region: text(cf?.region), regionCode: text(cf?.regionCode) };
  if (env.ENVIRONMENT !== "development") return fromCf;
  const header = (name: string) => text(request.headers.get(name));
  const city = header("cf-ipcity");
  if (city) return { city, region: header("cf-region"), regionCode: header("cf-region-code") };
  const configured = text(env.DEV_GEO_CITY);
  return configured ? { city: configured } : fromCf;
}

/** A place name as people type it: no accents, no case, any run of spaces or punctuation one space. */
const placeKey = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

const region = alias(jurisdictions, "region");

/**
 * The city the location names: same name whatever the case and accents; of several (every country has its
 * Springfields), the one in the visitor's region, else the busiest. Names cannot be compared without accents
 * in SQL, so every city's name and region are read (1,000 short rows in the bench's nation); a name key
 * column would make it one index seek when a nation has tens of thousands.
 */
export async function suggestedCity(db: Db, where: VisitorLocation): Promise<JurisdictionSummary | null> {
  if (!where.city) return null;
  const wanted = placeKey(where.city);
  if (!wanted) return null;
  const cities = await db
    .select({ city: jurisdictions, regionName: region.name, regionSlug: region.slug })
    .from(jurisdictions)
    .leftJoin(region, eq(region.id, jurisdictions.regionId))
    .where(eq(jurisdictions.kind, "city"))
    .orderBy(desc(jurisdictions.motionCount), jurisdictions.id);
  const named = cities.filter((c) => placeKey(c.city.name) === wanted);
  if (!named.length) return null;
  const regions = [where.region, where.regionCode].filter((r): r is string => !!r).map(placeKey);
  const inRegion = named.find((c) => [c.regionName, c.regionSlug].some((r) => r && regions.includes(placeKey(r))));
  return toJurisdictionSummary((inRegion ?? named[0]!).city);
}

/**
 * The city the visitor already chose: the cookie's jurisdiction (any kind: a region's view is a choice too;
 * a renamed one by its former slug), else the member's home city, else null.
 */
export async function chosenJurisdiction(db: Db, cookie: string | undefined, homeJurisdictionId: string | null): Promise<JurisdictionSummary | null> {
  const slug = cookie?.trim().toLowerCase();
  if (slug && slug.length <= 120) {
    const found = await findJurisdiction(db, slug);
    if (found) return toJurisdictionSummary(found.row);
  }
  return homeCityOf(db, homeJurisdictionId);
}


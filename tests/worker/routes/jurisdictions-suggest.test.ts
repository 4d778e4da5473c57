import { insertCity, insertJurisdiction, renameSlug } from "../support/jurisdiction-factory";
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CITY_COOKIE } from "../../../worker/contract/jurisdictions";
import { api, okJson } from "../support/client";
import { db, uniqueTag } from "../support/factories";

import { signedInMember } from "../support/factories";
import { users } from "../../../worker/db/schema";
import { eq } from "drizzle-orm";

// GET /api/jurisdictions/suggest → { suggested, chosen } (README.md, "City suggestion and home city"):
// `suggested` from where the edge places the visitor (in development Cloudflare's visitor-location headers
// stand in for request.cf, then DEV_GEO_CITY), `chosen` from the plaza_city cookie, else the member's home city.

type Headers = Record<string, string>;
const suggest = async (headers: Headers = {}, bindings?: Env) => {
  const res = await api(headers, bindings).jurisdictions.suggest.$get();
  expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  return okJson(res);
};
const summary = (row: { id: string; slug: string; name: string; kind: string }) => ({ _id: row.id, slug: row.slug, name: row.name, kind: row.kind });
/** Bindings with no configured city, so only the request names one. */
const noSetting = { ...env, DEV_GEO_CITY: "" };

describe("the suggested city", () => {
  it("matches the visitor's city by name, whatever the case and accents", async () => {
    const tag = uniqueTag();
    const city = await insertCity({ name: `Saint-Étienne ${tag}` });
    expect((await suggest({ "cf-ipcity": `saint etienne ${tag.toUpperCase()}` }, noSetting)).suggested).toEqual(summary(city));
    expect((await suggest({ "cf-ipcity": `SAINT-ETIENNE ${tag}` }, noSetting)).suggested).toEqual(summary(city));
  });

  it("prefers the city in the visitor's region when two cities share a name", async () => {
    const name = `Springfield ${uniqueTag()}`;
    const [east, west] = [await insertJurisdiction("region", undefined, { name: "Eastland" }), await insertJurisdiction("region", undefined, { name: "Westmark" })];
    const inEast = await insertCity({ name }, east);
    const inWest = await insertCity({ name }, west);
    expect((await suggest({ "cf-ipcity": name, "cf-region": "Westmark" }, noSetting)).suggested).toEqual(summary(inWest));
    expect((await suggest({ "cf-ipcity": name, "cf-region": "eastland" }, noSetting)).suggested).toEqual(summary(inEast));
    // By the region's ISO code, which request.cf calls regionCode, matched against the region's slug.
    expect((await suggest({ "cf-ipcity": name, "cf-region-code": west.slug.toUpperCase() }, noSetting)).suggested).toEqual(summary(inWest));
  });

  it("suggests nothing for a city Plaza does not have, nor a region of that name", async () => {
    const region = await insertJurisdiction("region");
    expect(await suggest({ "cf-ipcity": `Atlantis ${uniqueTag()}` }, noSetting)).toEqual({ suggested: null, chosen: null });
    expect((await suggest({ "cf-ipcity": region.name }, noSetting)).suggested).toBeNull();
    expect((await suggest({}, noSetting)).suggested).toBeNull();
  });

  it("takes DEV_GEO_CITY when no header names a city (npm start's suggestion)", async () => {
    const city = await insertCity({ name: `Port Alder ${uniqueTag()}` });
    expect((await suggest({}, { ...env, DEV_GEO_CITY: city.name })).suggested).toEqual(summary(city));
    // A header still wins.
    const other = await insertCity();
    expect((await suggest({ "cf-ipcity": other.name }, { ...env, DEV_GEO_CITY: city.name })).suggested).toEqual(summary(other));
  });

  it("reads only request.cf in production, never the headers", async () => {
    const city = await insertCity();
    const production = { ...env, ENVIRONMENT: "production", JWT_SECRET: "a-production-secret-of-at-least-thirty-two-characters", DEV_GEO_CITY: city.name };
    expect((await suggest({ "cf-ipcity": city.name }, production)).suggested).toBeNull();
  });
});

describe("the chosen city", () => {
  it("is the plaza_city cookie's jurisdiction, of any kind, a renamed one by its former slug", async () => {
    const city = await insertCity();
    expect((await suggest({ Cookie: `${CITY_COOKIE}=${city.slug}` })).chosen).toEqual(summary(city));
    const region = await insertJurisdiction("region");
    expect((await suggest({ Cookie: `other=1; ${CITY_COOKIE}=${region.slug}` })).chosen).toEqual(summary(region));
    const renamed = await renameSlug(city, `new-${city.slug}`);
    expect((await suggest({ Cookie: `${CITY_COOKIE}=${city.slug}` })).chosen).toEqual(summary(renamed));
  });

  it("is the member's home city when there is no valid cookie; the cookie wins over it", async () => {
    const [home, cookie] = [await insertCity(), await insertCity()];
    const { auth, member } = await signedInMember();
    await db().update(users).set({ homeJurisdictionId: home.id }).where(eq(users.id, member.id));
    expect((await suggest(auth)).chosen).toEqual(summary(home));
    expect((await suggest({ ...auth, Cookie: `${CITY_COOKIE}=no-such-city-${uniqueTag()}` })).chosen).toEqual(summary(home));
    expect((await suggest({ ...auth, Cookie: `${CITY_COOKIE}=${cookie.slug}` })).chosen).toEqual(summary(cookie));
  });

  it("is null for a visitor without a cookie, or with one that names nothing", async () => {
    expect((await suggest()).chosen).toBeNull();
    expect((await suggest({ Cookie: `${CITY_COOKIE}=${"x".repeat(500)}` })).chosen).toBeNull();
  });
});

import { insertCity, insertJurisdiction } from "../support/jurisdiction-factory";
import { describe, expect, it } from "vitest";
import { authMessages } from "../../../worker/contract/auth";
import { jurisdictionMessages } from "../../../worker/contract/jurisdictions";
import { api, errorJson, okJson } from "../support/client";
import { signedInMember, uniqueTag } from "../support/factories";

import { login, verifiedMember } from "../support/members";

// PUT /api/me/home-city { jurisdiction: slug | null } (README.md, "City suggestion and home city"): a verified
// member sets or clears the city their home page starts in; every member answer then carries it as homeCity.

type Auth = Record<string, string>;
const put = (auth: Auth, jurisdiction: string | null) => api(auth)["me"]["home-city"].$put({ json: { jurisdiction } });
const summary = (row: { id: string; slug: string; name: string; kind: string }) => ({ _id: row.id, slug: row.slug, name: row.name, kind: row.kind });

describe("a member's home city", () => {
  it("is set, shown in every member answer, and cleared", async () => {
    const city = await insertCity();
    const { auth } = await signedInMember();
    expect((await okJson(await api(auth).auth.loggedin.$get())).user.homeCity).toBeNull();
    expect(await okJson(await put(auth, city.slug.toUpperCase()))).toEqual({ message: jurisdictionMessages.homeCitySaved, homeCity: summary(city) });
    expect((await okJson(await api(auth).auth.loggedin.$get())).user.homeCity).toEqual(summary(city));
    expect((await okJson(await api(auth).me.$get())).user.homeCity).toEqual(summary(city));
    expect(await okJson(await put(auth, null))).toEqual({ message: jurisdictionMessages.homeCityCleared, homeCity: null });
    expect((await okJson(await api(auth).auth.loggedin.$get())).user.homeCity).toBeNull();
  });

  it("comes with the verification and login answers", async () => {
    const city = await insertCity();
    const member = await verifiedMember();
    expect(member.user.homeCity).toBeNull();
    await okJson(await put({ Authorization: `Bearer ${member.token}` }, city.slug));
    expect((await okJson(await login(member.email, member.password))).user.homeCity).toEqual(summary(city));
  });

  it("may be a district, never a region or the nation, nor an address that names nothing (400)", async () => {
    const district = await insertJurisdiction("district", await insertCity());
    const { auth } = await signedInMember();
    expect((await okJson(await put(auth, district.slug))).homeCity).toEqual(summary(district));
    const region = await insertJurisdiction("region");
    for (const slug of [region.slug, "nation"]) expect((await errorJson(await put(auth, slug), 400)).message).toBe(jurisdictionMessages.notACity);
    expect((await errorJson(await put(auth, `no-such-city-${uniqueTag()}`), 400)).message).toBe(jurisdictionMessages.notFound);
    expect((await errorJson(await put(auth, "Not a slug!"), 400)).message).toBe(jurisdictionMessages.slug);
    // Nothing changed by the refusals.
    expect((await okJson(await api(auth).auth.loggedin.$get())).user.homeCity).toEqual(summary(district));
  });

  it("is for verified members only", async () => {
    const city = await insertCity();
    await errorJson(await put({}, city.slug), 401);
    const unverified = await signedInMember({ isVerified: false });
    expect((await errorJson(await put(unverified.auth, city.slug), 403)).message).toBe(authMessages.verifyFirst);
  });
});

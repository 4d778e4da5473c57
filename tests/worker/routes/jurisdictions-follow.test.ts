import { insertCity, insertJurisdiction, renameSlug } from "../support/jurisdiction-factory";
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { authMessages } from "../../../worker/contract/auth";
import { jurisdictionMessages } from "../../../worker/contract/jurisdictions";
import { api, errorJson, okJson } from "../support/client";
import { insertMotion, insertPage, signedInMember, uniqueTag } from "../support/factories";

import { mailsFor, notificationsOf, postUpdate, waitForFanOut } from "../support/notifications";
import { adminSession } from "../support/staff";

// "Follow this city": POST/DELETE /api/jurisdictions/:slug/follow (verified members, idempotent, the count in
// the same batch), `following` on GET /api/jurisdictions/:slug, and what following means: the city's
// official answers reach its followers as a followed page's do, once each, as their settings say (answered
// by a national admin, who may answer anywhere).

type Auth = Record<string, string>;
const follow = async (slug: string, auth: Auth) => okJson(await api(auth).jurisdictions[":slug"].follow.$post({ param: { slug } }));
const unfollow = async (slug: string, auth: Auth) => okJson(await api(auth).jurisdictions[":slug"].follow.$delete({ param: { slug } }));
const home = async (slug: string, auth: Auth = {}) => okJson(await api(auth).jurisdictions[":slug"].$get({ param: { slug } }));

describe("following a city", () => {
  it("follows and unfollows, answering { message, following, followerCount }, idempotent both ways", async () => {
    const city = await insertCity();
    const [a, b] = [await signedInMember(), await signedInMember()];
    expect(await follow(city.slug, a.auth)).toEqual({ message: jurisdictionMessages.followed, following: true, followerCount: 1 });
    expect(await follow(city.slug, a.auth)).toEqual({ message: jurisdictionMessages.followed, following: true, followerCount: 1 });
    expect(await follow(city.slug, b.auth)).toMatchObject({ followerCount: 2 });
    expect(await unfollow(city.slug, a.auth)).toEqual({ message: jurisdictionMessages.unfollowed, following: false, followerCount: 1 });
    expect(await unfollow(city.slug, a.auth)).toMatchObject({ following: false, followerCount: 1 });
    expect((await home(city.slug)).stats.followers).toBe(1);
  });

  it("stays exact under parallel follows", async () => {
    const city = await insertCity();
    const members = await Promise.all(Array.from({ length: 6 }, () => signedInMember()));
    await Promise.all(members.flatMap((m) => [follow(city.slug, m.auth), follow(city.slug, m.auth)]));
    expect((await home(city.slug)).stats.followers).toBe(6);
  });

  it("tells a signed-in member whether they follow it, and nobody else", async () => {
    const city = await insertCity();
    const { auth } = await signedInMember();
    expect((await home(city.slug, auth)).following).toBe(false);
    await follow(city.slug, auth);
    const res = await api(auth).jurisdictions[":slug"].$get({ param: { slug: city.slug } });
    expect((await okJson(res)).following).toBe(true);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const anonymous = await api().jurisdictions[":slug"].$get({ param: { slug: city.slug } });
    expect((await okJson(anonymous)).following).toBe(false);
    expect(anonymous.headers.get("Cache-Control")).toBe("public, max-age=60");
  });

  it("follows a district, and a renamed city by its former slug", async () => {
    const city = await insertCity();
    const district = await insertJurisdiction("district", city);
    const { auth } = await signedInMember();
    expect(await follow(district.slug, auth)).toMatchObject({ following: true });
    const renamed = await renameSlug(city, `new-${city.slug}`);
    expect(await follow(city.slug, auth)).toMatchObject({ following: true, followerCount: 1 });
    expect((await home(renamed.slug, auth)).following).toBe(true);
  });

  it("refuses a region or the nation (400), an unknown slug (404), a visitor (401) and an unverified member (403)", async () => {
    const region = await insertJurisdiction("region");
    const { auth } = await signedInMember();
    for (const slug of [region.slug, "nation"]) {
      expect((await errorJson(await api(auth).jurisdictions[":slug"].follow.$post({ param: { slug } }), 400)).message).toBe(jurisdictionMessages.notACity);
    }
    const unknown = await api(auth).jurisdictions[":slug"].follow.$post({ param: { slug: `no-such-city-${uniqueTag()}` } });
    expect((await errorJson(unknown, 404)).message).toBe(jurisdictionMessages.notFound);
    const city = await insertCity();
    await errorJson(await api().jurisdictions[":slug"].follow.$post({ param: { slug: city.slug } }), 401);
    const unverified = await signedInMember({ isVerified: false });
    expect((await errorJson(await api(unverified.auth).jurisdictions[":slug"].follow.$delete({ param: { slug: city.slug } }), 403)).message).toBe(authMessages.verifyFirst);
  });
});

describe("what following a city brings", () => {
  it("brings the city's official answers to its followers, once each, by mail as their settings allow", async () => {
    const city = await insertCity({ name: `Millbrook ${uniqueTag()}` });
    const district = await insertJurisdiction("district", city);
    const page = await insertPage({ jurisdictionId: district.id });
    const author = await signedInMember();
    const motion = await insertMotion(page.id, { score: 60, authorId: author.member.id });
    const [ofCity, ofDistrict, both, stranger, elsewhere] = await Promise.all(Array.from({ length: 5 }, () => signedInMember()));
    await follow(city.slug, ofCity!.auth);
    await follow(district.slug, ofDistrict!.auth);
    await follow(city.slug, both!.auth);
    await follow(district.slug, both!.auth);
    await okJson(await api(both!.auth).entity[":id"].follow.$post({ param: { id: page.id } }));
    await follow(city.slug, author.auth); // the author hears as the author, once
    await follow((await insertCity()).slug, elsewhere!.auth);

    const update = await postUpdate((await adminSession()).auth, motion.id, "open", "accepted");
    await waitForFanOut(update._id, { rows: 4, mailed: 4 });
    for (const m of [ofCity!, ofDistrict!, both!]) {
      const { notifications } = await notificationsOf(m.auth);
      expect(notifications).toHaveLength(1);
      expect(notifications[0]).toMatchObject({ reason: "follower", motion: { _id: motion.id, entity: { jurisdiction: { slug: district.slug } } } });
      expect(await mailsFor(m.member.email)).toHaveLength(1);
    }
    expect((await notificationsOf(author.auth)).notifications.map((n) => n.reason)).toEqual(["author"]);
    for (const m of [stranger!, elsewhere!]) expect((await notificationsOf(m.auth)).notifications).toEqual([]);

    // Each is told why: the page they follow, else the city (or district) they follow.
    const [cityMail] = await mailsFor(ofCity!.member.email);
    expect(cityMail!.text).toContain(`You get this e-mail because you follow ${city.name}.`);
    expect(cityMail!.links).toContain(`${env.APP_URL}/${district.slug}/${page.slug}/motions/${motion.id}`);
    expect((await mailsFor(ofDistrict!.member.email))[0]!.text).toContain(`because you follow ${district.name}.`);
    expect((await mailsFor(both!.member.email))[0]!.text).toContain(`because you follow ${page.name}.`);
  });

  it("respects the follower's e-mail setting; the bell still rings", async () => {
    const city = await insertCity();
    const page = await insertPage({ jurisdictionId: city.id });
    const motion = await insertMotion(page.id, { score: 50 });
    const quiet = await signedInMember();
    await follow(city.slug, quiet.auth);
    await okJson(await api(quiet.auth).me["notification-settings"].$put({ json: { emailFollowed: false } }));
    const update = await postUpdate((await adminSession()).auth, motion.id, "open");
    await waitForFanOut(update._id, { rows: 1, mailed: 0 });
    expect((await notificationsOf(quiet.auth)).notifications).toHaveLength(1);
    expect(await mailsFor(quiet.member.email)).toEqual([]);
  });
});

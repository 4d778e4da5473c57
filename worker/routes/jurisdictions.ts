import { Hono } from "hono";
import { getCookie } from "hono/cookie";
import { optionalMember, requireVerifiedMember } from "../accounts/member-guard";
import { CITY_COOKIE } from "../contract/jurisdictions";
import { jurisdictionParam } from "../contract/jurisdiction-schemas";
import { bringMemberTo } from "../accounts/member-cards";
import { getDb, type RequestScope } from "../db/client";
import { DIRECTORY } from "../db/placement";
import { placeJurisdiction } from "../http/placed-db";
import { NO_STORE, NO_STORE_HEADERS } from "../http/cache-control";
import { validate } from "../http/validate";
import { followableCity, isFollowingJurisdiction, noteCityFollowerCount, setCityFollowing } from "../jurisdictions/follows";
import { jurisdictionHome } from "../jurisdictions/home";
import { toJurisdiction } from "../jurisdictions/serialize";
import { chosenJurisdiction, suggestedCity, visitorLocation } from "../jurisdictions/suggest";
import { listJurisdictions } from "../jurisdictions/tree";
import type { AppEnv, Member } from "../shared/app-env";

// The nation's jurisdiction tree, mounted at /api/jurisdictions (README.md, "A nation of cities"; "City
// suggestion and home city").

// The tree changes when an admin adds or renames a jurisdiction; the totals move with every vote.
const TREE_CACHE = "public, max-age=300";
const HOME_CACHE = "public, max-age=60";

// A city's follow is kept on its database with the member's card; the directory's row gets the new count.
const followCity = async (c: RequestScope, member: Member, slug: string, on: boolean) => {
  const city = await followableCity(getDb(c), slug);
  const placed = await placeJurisdiction(c, city.id, "write");
  await bringMemberTo(c, member, placed);
  const answer = await setCityFollowing(placed.db, member.id, city.id, on);
  if (placed.database !== DIRECTORY) await noteCityFollowerCount(getDb(c), city.id, answer.followerCount);
  return answer;
};

export const jurisdictionRoutes = new Hono<AppEnv>()
  // Every jurisdiction, the nation first, then by level and name: a city picker's whole list.
  .get("/", async (c) => {
    c.header("Cache-Control", TREE_CACHE);
    return c.json({ jurisdictions: (await listJurisdictions(getDb(c))).map(toJurisdiction) });
  })
  // The visitor's likely city (the edge's location) and the one they chose (cookie, else home city). Before
  // /:slug, which would take "suggest" for a slug (no jurisdiction may have it: shared/slug.ts). Per visitor,
  // so never kept by a cache.
  .get("/suggest", optionalMember, async (c) => {
    const db = getDb(c);
    const [suggested, chosen] = await Promise.all([
      suggestedCity(db, visitorLocation(c.req.raw, c.env)),
      chosenJurisdiction(db, getCookie(c, CITY_COOKIE), c.var.member?.homeJurisdictionId ?? null),
    ]);
    return c.json({ suggested, chosen }, 200, NO_STORE_HEADERS);
  })
  // One jurisdiction (by its slug or a former one) with its totals, its lineage, what is below it and, for a
  // region or the nation, its most answered cities; for a signed-in member, whether they follow it.
  .get("/:slug", optionalMember, validate("param", jurisdictionParam), async (c) => {
    const db = getDb(c);
    const home = await jurisdictionHome(db, c.req.valid("param").slug);
    // A city's follows are kept on its own database (README.md, "Routing by placement").
    const following = c.var.member ? await isFollowingJurisdiction((await placeJurisdiction(c, home.jurisdiction._id)).db, c.var.member.id, home.jurisdiction._id) : false;
    // A member's answer says whether they follow: theirs alone.
    c.header("Cache-Control", c.var.member ? NO_STORE : HOME_CACHE);
    c.header("Vary", "Authorization", { append: true });
    return c.json({ ...home, following });
  })
  // "Follow this city": verified members, idempotent both ways, { message, following, followerCount }.
  .post("/:slug/follow", requireVerifiedMember, validate("param", jurisdictionParam), async (c) =>
    c.json(await followCity(c, c.var.member, c.req.valid("param").slug, true), 200, NO_STORE_HEADERS),
  )
  .delete("/:slug/follow", requireVerifiedMember, validate("param", jurisdictionParam), async (c) =>
    c.json(await followCity(c, c.var.member, c.req.valid("param").slug, false), 200, NO_STORE_HEADERS),
  );

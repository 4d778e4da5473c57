import { Hono } from "hono";
import { optionalMember, requireVerifiedMember } from "../accounts/member-guard";
import { requireStaff } from "../accounts/staff-guard";
import { pageForm, pageMessages } from "../contract/back-office";
import { pageListQuery, idParam, slugParam } from "../contract/lists";
import { PAGE_SIZE } from "../contract/limits";
import { commonMessages } from "../contract/messages";
import { jurisdictionFilter } from "../contract/jurisdiction-schemas";
import { getDb } from "../db/client";
import { anonymousSearchLimit } from "../http/rate-limit";
import { validate } from "../http/validate";
import { findJurisdiction } from "../jurisdictions/tree";
import { namedJurisdiction } from "../jurisdictions/scope";
import { isFollowing, setFollowing } from "../pages/follows";
import { findPageById, findPageBySlug, listPages } from "../pages/home-order";
import { toPage } from "../pages/serialize";
import { createPage, updatePage, uploadedFile } from "../pages/store";
import type { AppEnv } from "../shared/app-env";
import { originOf } from "../shared/origin";
import { httpError } from "../shared/errors";

// Motion pages, mounted at /api/entity (the API keeps the original client's wire names).

export const pageRoutes = new Hono<AppEnv>()
  // Plain list: everything for the home screen, or one page of it (optionally filtered by name).
  .get("/", anonymousSearchLimit, validate("query", pageListQuery), async (c) => {
    const { jurisdiction, ...query } = c.req.valid("query");
    const db = getDb(c);
    const rows = await listPages(db, { ...query, within: await namedJurisdiction(db, jurisdiction), pageSize: PAGE_SIZE });
    return c.json(rows.map((row) => toPage(row, originOf(c.req.url))));
  })
  // Back-office reads: every page with its id, and one page with all it holds.
  .get("/admin", async (c) => {
    const rows = await listPages(getDb(c), { pageSize: PAGE_SIZE });
    return c.json(rows.map((row) => toPage(row, originOf(c.req.url))));
  })
  .get("/admin/:id", validate("param", idParam), async (c) => {
    const row = await findPageById(getDb(c), c.req.valid("param").id);
    if (!row) throw httpError(404, commonMessages.pageNotFound);
    return c.json(toPage(row, originOf(c.req.url)));
  })
  // Page management for admins and editors: multipart, text fields checked by pageForm, the image by its
  // bytes. Add answers 201; the slug is made from the name once and then never changes.
  .post("/add", requireStaff, validate("form", pageForm), async (c) => {
    const input = c.req.valid("form");
    const file = uploadedFile(input.image);
    if (!file) throw httpError(400, pageMessages.imageRequired);
    const db = getDb(c);
    const row = await findPageById(db, (await createPage(db, c.env, input, file)).id);
    return c.json({ message: pageMessages.added, entity: toPage(row!, originOf(c.req.url)) }, 201);
  })
  .put("/edit/:id", requireStaff, validate("param", idParam), validate("form", pageForm), async (c) => {
    const input = c.req.valid("form");
    const db = getDb(c);
    const row = await findPageById(db, (await updatePage(db, c.env, c.req.valid("param").id, input, uploadedFile(input.image))).id);
    return c.json({ message: pageMessages.updated, entity: toPage(row!, originOf(c.req.url)) }, 200);
  })
  // Following is a member action like voting: verified members only. Both calls are idempotent and answer
  // { message, following, followerCount } as the page now stands.
  .post("/:id/follow", requireVerifiedMember, validate("param", idParam), async (c) =>
    c.json(await setFollowing(getDb(c), c.var.member.id, c.req.valid("param").id, true)),
  )
  .delete("/:id/follow", requireVerifiedMember, validate("param", idParam), async (c) =>
    c.json(await setFollowing(getDb(c), c.var.member.id, c.req.valid("param").id, false)),
  )
  // The page carries followerCount (a column) and, for a signed-in caller, whether it follows the page.
  // `jurisdiction=<slug>` names the page of that slug in that jurisdiction (its /{jurisdiction}/{page}
  // address); without it, the oldest page of the slug, which a pre-nation /{slug} link named.
  .get("/:slug", optionalMember, validate("param", slugParam), validate("query", jurisdictionFilter.optional()), async (c) => {
    const db = getDb(c);
    // .optional(): the typed client may leave `query` out, as every caller before the nation did.
    const jurisdiction = c.req.valid("query")?.jurisdiction;
    const place = jurisdiction ? await findJurisdiction(db, jurisdiction) : null;
    if (jurisdiction && !place) throw httpError(404, commonMessages.pageNotFound);
    const row = await findPageBySlug(db, c.req.valid("param").slug, place?.row.id);
    if (!row) throw httpError(404, commonMessages.pageNotFound);
    const following = await isFollowing(db, c.var.member?.id, row.id);
    return c.json({ entity: { ...toPage(row, originOf(c.req.url)), following } });
  });

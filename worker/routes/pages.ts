import { Hono } from "hono";
import { optionalMember, requireVerifiedMember } from "../accounts/member-guard";
import { optionalStaff, requireStaff } from "../accounts/staff-guard";
import { assertInReach, chosenJurisdiction, staffReach } from "../accounts/staff-scope";
import { pageForm, pageMessages } from "../contract/back-office";
import { pageListQuery, idParam, slugParam } from "../contract/lists";
import { PAGE_SIZE } from "../contract/limits";
import { commonMessages } from "../contract/messages";
import { jurisdictionFilter } from "../contract/jurisdiction-schemas";
import { getDb, type RequestScope } from "../db/client";
import { DIRECTORY } from "../db/placement";
import { placeJurisdiction, placePage } from "../http/placed-db";
import { bringMemberTo } from "../accounts/member-cards";
import { copyPage, noteFollowerCount } from "../pages/copies";
import { anonymousSearchLimit } from "../http/rate-limit";
import { validate } from "../http/validate";
import { namedJurisdiction } from "../jurisdictions/scope";
import { findJurisdiction } from "../jurisdictions/tree";
import { isFollowing, setFollowing } from "../pages/follows";
import { findPageById, findPageBySlug, listPages } from "../pages/home-order";
import { toPage } from "../pages/serialize";
import { NATIONAL_REACH } from "../jurisdictions/reach";
import { listPagesInReach } from "../pages/staff-pages";
import { createPage, updatePage, uploadedFile } from "../pages/store";
import type { AppEnv, Member } from "../shared/app-env";
import { originOf } from "../shared/origin";
import { httpError } from "../shared/errors";

// Motion pages, mounted at /api/entity (the API keeps the original client's wire names).

// A follow is kept on the page's database, with the member's card; the directory's row gets the new count.
const follow = async (c: RequestScope, member: Member, pageId: string, on: boolean) => {
  const placed = await placePage(c, pageId, "write");
  await bringMemberTo(c, member, placed);
  const answer = await setFollowing(placed.db, member.id, pageId, on);
  if (placed.database !== DIRECTORY) await noteFollowerCount(getDb(c), pageId, answer.followerCount);
  return answer;
};

export const pageRoutes = new Hono<AppEnv>()
  // Plain list: everything for the home screen, or one page of it (optionally filtered by name).
  .get("/", anonymousSearchLimit, validate("query", pageListQuery), async (c) => {
    const { jurisdiction, ...query } = c.req.valid("query");
    const db = getDb(c);
    const rows = await listPages(db, { ...query, within: await namedJurisdiction(db, jurisdiction), pageSize: PAGE_SIZE });
    return c.json(rows.map((row) => toPage(row, originOf(c.req.url))));
  })
  // Back-office reads: every page with its id, and one page with all it holds. A staff token narrows them to
  // the staff member's reach (README.md, "Staff per jurisdiction"): their pages only, 403 for another's.
  .get("/admin", optionalStaff, async (c) => {
    const rows = await listPagesInReach(getDb(c), c.var.staff ? staffReach(c.var.staff) : NATIONAL_REACH);
    return c.json(rows.map((row) => toPage(row, originOf(c.req.url))));
  })
  .get("/admin/:id", optionalStaff, validate("param", idParam), async (c) => {
    const db = getDb(c);
    if (c.var.staff) await assertInReach(db, c.var.staff, { pageId: c.req.valid("param").id });
    const row = await findPageById(db, c.req.valid("param").id);
    if (!row) throw httpError(404, commonMessages.pageNotFound);
    return c.json(toPage(row, originOf(c.req.url)));
  })
  // Page management for admins and editors: multipart, text fields checked by pageForm, the image by its
  // bytes. Add answers 201; the slug is made from the name once and then never changes. The page goes into the
  // jurisdiction the form names, within the staff member's reach, else their own.
  .post("/add", requireStaff, validate("form", pageForm), async (c) => {
    const input = c.req.valid("form");
    const file = uploadedFile(input.image);
    if (!file) throw httpError(400, pageMessages.imageRequired);
    const db = getDb(c);
    const jurisdiction = await chosenJurisdiction(db, c.var.staff, input.jurisdiction);
    const placed = await placeJurisdiction(c, jurisdiction.id, "write");
    const row = await findPageById(db, (await createPage(db, c.env, input, file, jurisdiction.id)).id);
    if (placed.database !== DIRECTORY) await copyPage(db, placed.db, row!.id);
    return c.json({ message: pageMessages.added, entity: toPage(row!, originOf(c.req.url)) }, 201);
  })
  .put("/edit/:id", requireStaff, validate("param", idParam), validate("form", pageForm), async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("form");
    const db = getDb(c);
    await assertInReach(db, c.var.staff, { pageId: id });
    const placed = await placePage(c, id, "write");
    const moveTo = input.jurisdiction === undefined ? undefined : await chosenJurisdiction(db, c.var.staff, input.jurisdiction);
    if (moveTo && (await placeJurisdiction(c, moveTo.id, "write")).database !== placed.database) throw httpError(409, pageMessages.otherDatabase);
    const row = await findPageById(db, (await updatePage(db, c.env, id, input, uploadedFile(input.image), moveTo?.id)).id);
    if (placed.database !== DIRECTORY) await copyPage(db, placed.db, row!.id);
    return c.json({ message: pageMessages.updated, entity: toPage(row!, originOf(c.req.url)) }, 200);
  })
  // Following is a member action like voting: verified members only. Both calls are idempotent and answer
  // { message, following, followerCount } as the page now stands.
  .post("/:id/follow", requireVerifiedMember, validate("param", idParam), async (c) => c.json(await follow(c, c.var.member, c.req.valid("param").id, true)))
  .delete("/:id/follow", requireVerifiedMember, validate("param", idParam), async (c) => c.json(await follow(c, c.var.member, c.req.valid("param").id, false)))
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
    const following = c.var.member ? await isFollowing((await placePage(c, row.id)).db, c.var.member.id, row.id) : false;
    return c.json({ entity: { ...toPage(row, originOf(c.req.url)), following } });
  });

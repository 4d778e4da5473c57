import { Hono } from "hono";
import { optionalMember, requireVerifiedMember } from "../accounts/member-guard";
import { optionalStaff, requireStaff } from "../accounts/staff-guard";
import { assertInReach, chosenJurisdiction, staffReach } from "../accounts/staff-scope";
import { pageForm, pageMessages } from "../contract/back-office";
import { pageListQuery, idParam, slugParam } from "../contract/lists";
import { PAGE_SIZE } from "../contract/limits";
import { commonMessages } from "../contract/messages";
import { getDb } from "../db/client";
import { anonymousSearchLimit } from "../http/rate-limit";
import { validate } from "../http/validate";
import { namedJurisdiction } from "../jurisdictions/scope";
import { isFollowing, setFollowing } from "../pages/follows";
import { findPageById, findPageBySlug, listPages } from "../pages/home-order";
import { toPage } from "../pages/serialize";
import { NATIONAL_REACH } from "../jurisdictions/reach";
import { listPagesInReach } from "../pages/staff-pages";
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
    const row = await findPageById(db, (await createPage(db, c.env, input, file, jurisdiction.id)).id);
    return c.json({ message: pageMessages.added, entity: toPage(row!, originOf(c.req.url)) }, 201);
  })
  .put("/edit/:id", requireStaff, validate("param", idParam), validate("form", pageForm), async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("form");
    const db = getDb(c);
    await assertInReach(db, c.var.staff, { pageId: id });
    const moveTo = input.jurisdiction === undefined ? undefined : await chosenJurisdiction(db, c.var.staff, input.jurisdiction);
    const row = await findPageById(db, (await updatePage(db, c.env, id, input, uploadedFile(input.image), moveTo?.id)).id);
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
  .get("/:slug", optionalMember, validate("param", slugParam), async (c) => {
    const db = getDb(c);
    const row = await findPageBySlug(db, c.req.valid("param").slug);
    if (!row) throw httpError(404, commonMessages.pageNotFound);
    const following = await isFollowing(db, c.var.member?.id, row.id);
    return c.json({ entity: { ...toPage(row, originOf(c.req.url)), following } });
  });

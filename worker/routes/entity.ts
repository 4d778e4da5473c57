import { asc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { optionalMember, requireVerifiedMember } from "../auth/member";
import { requireStaff } from "../auth/staff";
import { pageForm, pageMessages } from "../contract/back-office";
import { entityListQuery, idParam, PAGE_SIZE, slugParam } from "../contract/lists";
import { commonMessages } from "../contract/messages";
import { entities } from "../db/schema";
import { getDb } from "../lib/db";
import type { AppEnv } from "../lib/env";
import { httpError } from "../lib/errors";
import { isFollowing, setFollowing } from "../lib/follows";
import { createPage, updatePage, uploadedFile } from "../lib/pages";
import { toEntity } from "../lib/serialize";
import { validate } from "../lib/validate";

// Home order (DESIGN §12): rank first, then name case-insensitively, then id so equal names stay stable.
const homeOrder = [asc(entities.sortRank), asc(sql`${entities.name} COLLATE NOCASE`), asc(entities.id)];

// A substring match without LIKE: D1 refuses LIKE patterns over 50 bytes (a 500 for a longer search), and
// instr() takes % and _ literally. lower() folds ASCII only, as LIKE did.
const nameContains = (term: string) => sql`instr(lower(${entities.name}), lower(${term})) > 0`;

export const entityRoutes = new Hono<AppEnv>()
  // Plain list: everything for the home screen, or one page of it (optionally filtered by name).
  .get("/", validate("query", entityListQuery), async (c) => {
    const { page, limit, search } = c.req.valid("query");
    const origin = new URL(c.req.url).origin;
    const paged = page !== undefined || limit !== undefined;
    const size = limit ?? PAGE_SIZE;
    const where = search ? nameContains(search) : undefined;
    const query = getDb(c).select().from(entities).where(where).orderBy(...homeOrder);
    const rows = paged ? await query.limit(size).offset(((page ?? 1) - 1) * size) : await query;
    return c.json(rows.map((row) => toEntity(row, origin)));
  })
  // Back-office reads (spec §7): every page with its id, and one page with all it holds.
  .get("/admin", async (c) => {
    const origin = new URL(c.req.url).origin;
    const rows = await getDb(c).select().from(entities).orderBy(...homeOrder);
    return c.json(rows.map((row) => toEntity(row, origin)));
  })
  .get("/admin/:id", validate("param", idParam), async (c) => {
    const row = await getDb(c).query.entities.findFirst({ where: eq(entities.id, c.req.valid("param").id) });
    if (!row) throw httpError(404, commonMessages.entityNotFound);
    return c.json(toEntity(row, new URL(c.req.url).origin));
  })
  // Page management (spec §7 Staff): admins and editors, multipart (text fields checked by pageForm, the
  // image by its bytes). Add answers 201; the slug is made from the name once and then never changes.
  .post("/add", requireStaff, validate("form", pageForm), async (c) => {
    const input = c.req.valid("form");
    const file = uploadedFile(input.image);
    if (!file) throw httpError(400, pageMessages.imageRequired);
    const row = await createPage(getDb(c), c.env, input, file);
    return c.json({ message: pageMessages.added, entity: toEntity(row, new URL(c.req.url).origin) }, 201);
  })
  .put("/edit/:id", requireStaff, validate("param", idParam), validate("form", pageForm), async (c) => {
    const input = c.req.valid("form");
    const row = await updatePage(getDb(c), c.env, c.req.valid("param").id, input, uploadedFile(input.image));
    return c.json({ message: pageMessages.updated, entity: toEntity(row, new URL(c.req.url).origin) }, 200);
  })
  // Following is a member action like voting: verified members only. Both calls are idempotent and answer
  // { message, following, followerCount } as the page now stands.
  .post("/:id/follow", requireVerifiedMember, validate("param", idParam), async (c) => {
    const answer = await setFollowing(getDb(c), c.var.member.id, c.req.valid("param").id, true);
    if (!answer) throw httpError(404, commonMessages.entityNotFound);
    return c.json(answer);
  })
  .delete("/:id/follow", requireVerifiedMember, validate("param", idParam), async (c) => {
    const answer = await setFollowing(getDb(c), c.var.member.id, c.req.valid("param").id, false);
    if (!answer) throw httpError(404, commonMessages.entityNotFound);
    return c.json(answer);
  })
  // The page carries followerCount (a column) and, for a signed-in caller, whether it follows the page.
  .get("/:slug", optionalMember, validate("param", slugParam), async (c) => {
    const slug = c.req.valid("param").slug.toLowerCase();
    const db = getDb(c);
    const row = await db.query.entities.findFirst({ where: eq(entities.slug, slug) });
    if (!row) throw httpError(404, commonMessages.entityNotFound);
    const following = await isFollowing(db, c.var.member?.id, row.id);
    return c.json({ entity: { ...toEntity(row, new URL(c.req.url).origin), following } });
  });

import { and, eq } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import type { z } from "zod";
import { JURISDICTION_SLUG_MAX, type jurisdictionCreateBody, type jurisdictionRenameBody } from "../contract/jurisdiction-admin";
import { jurisdictionMessages, PARENT_KIND } from "../contract/jurisdictions";
import type { Db } from "../db/client";
import { jurisdictionAliases, jurisdictions } from "../db/jurisdiction-schema";
import { pages } from "../db/schema";
import { baseSlug, RESERVED_SLUGS } from "../shared/slug";
import { httpError, isUniqueViolation } from "../shared/errors";
import { withinReach } from "./reach";
import { findJurisdiction } from "./tree";

// Admins grow and rename the tree (README.md, "Staff per jurisdiction"): a national admin anywhere, a city
// admin below their own jurisdiction (a city's districts). A jurisdiction's slug is the first segment of its
// addresses, so it may be none of Plaza's own route words, no other jurisdiction's slug or former slug, and no
// page's slug (an old /{pageSlug} link must keep finding its page). A rename keeps the old slug as an alias, so
// every address under it answers 301 to the new one.

type Row = typeof jurisdictions.$inferSelect;
const taken = () => httpError(409, jurisdictionMessages.slugTaken);
const outside = () => httpError(403, jurisdictionMessages.outsideYours);

/** Refuses a slug `owner` (a jurisdiction renamed back to a former slug of its own) may not take. */
async function checkSlugFree(db: Db, slug: string, owner?: string) {
  if (RESERVED_SLUGS.has(slug)) throw httpError(400, jurisdictionMessages.slugReserved);
  const [[jurisdiction], [alias], [page]] = await db.batch([
    db.select({ id: jurisdictions.id }).from(jurisdictions).where(eq(jurisdictions.slug, slug)).limit(1),
    db.select({ id: jurisdictionAliases.jurisdictionId }).from(jurisdictionAliases).where(eq(jurisdictionAliases.slug, slug)).limit(1),
    db.select({ id: pages.id }).from(pages).where(eq(pages.slug, slug)).limit(1),
  ]);
  if (jurisdiction || page || (alias && alias.id !== owner)) throw taken();
}

/** The jurisdiction an admin names by slug in a path: 404 when there is none, 403 outside their reach. */
async function inReach(db: Db, reach: string, slug: string) {
  const found = await findJurisdiction(db, slug);
  if (!found) throw httpError(404, jurisdictionMessages.notFound);
  if (!withinReach(found.row.path, reach)) throw outside();
  return found.row;
}

/** A slug made from a name, within a jurisdiction slug's 60 characters. */
const clipped = (slug: string) => slug.slice(0, JURISDICTION_SLUG_MAX).replace(/-+$/, "");

/** Where a new row sits: its path and its ancestors at the region and city levels (or itself). */
const placement = (id: string, kind: Row["kind"], parent: Row) => ({
  parentId: parent.id,
  path: `${parent.path}${id}/`,
  regionId: kind === "region" ? id : parent.regionId,
  cityId: kind === "city" ? id : kind === "district" ? parent.cityId : null,
});

export async function createJurisdiction(db: Db, reach: string, input: z.output<typeof jurisdictionCreateBody>) {
  const found = await findJurisdiction(db, input.parent);
  if (!found) throw httpError(400, jurisdictionMessages.parent);
  const parent = found.row;
  if (!withinReach(parent.path, reach)) throw outside();
  if (PARENT_KIND[input.kind] !== parent.kind) throw httpError(400, jurisdictionMessages.parent);
  const slug = input.slug ?? clipped(baseSlug(input.name));
  await checkSlugFree(db, slug);
  const id = uuidv7();
  try {
    const [row] = await db.insert(jurisdictions).values({ id, slug, name: input.name, kind: input.kind, ...placement(id, input.kind, parent) }).returning();
    return row!;
  } catch (err) {
    // A parallel create of the same slug: the unique index is the final guard.
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
}

/**
 * A new name, a new slug, or both. The old slug becomes an alias (and a former slug of its own taken back stops
 * being one), in the same batch as the rename.
 */
export async function renameJurisdiction(db: Db, reach: string, slug: string, input: z.output<typeof jurisdictionRenameBody>) {
  const row = await inReach(db, reach, slug);
  const newSlug = input.slug !== undefined && input.slug !== row.slug ? input.slug : undefined;
  if (newSlug) await checkSlugFree(db, newSlug, row.id);
  const set = { ...(input.name === undefined ? {} : { name: input.name }), ...(newSlug ? { slug: newSlug } : {}) };
  if (!Object.keys(set).length) return row;
  try {
    const update = db.update(jurisdictions).set(set).where(eq(jurisdictions.id, row.id)).returning();
    if (!newSlug) return (await update)[0]!;
    const [[updated]] = await db.batch([
      update,
      db.delete(jurisdictionAliases).where(and(eq(jurisdictionAliases.slug, newSlug), eq(jurisdictionAliases.jurisdictionId, row.id))),
      db.insert(jurisdictionAliases).values({ slug: row.slug, jurisdictionId: row.id }),
    ]);
    return updated!;
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
}

/** Every jurisdiction of a reach (the whole tree for a national admin), nation first, then by level and name. */
export const jurisdictionsInReach = (rows: Row[], reach: string) => rows.filter((row) => withinReach(row.path, reach));

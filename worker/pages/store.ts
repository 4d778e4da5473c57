import { and, eq, sql } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import type { z } from "zod";
import { pageMessages, SOCIAL_NAMES, type pageForm } from "../contract/back-office";
import { commonMessages } from "../contract/messages";
import { jurisdictionMessages } from "../contract/jurisdictions";
import { FIRST_CITY_ID, pages, type SocialLink } from "../db/schema";
import { deleteImage, storeImage } from "../images/image-store";
import type { Db } from "../db/client";
import { httpError, isUniqueViolation } from "../shared/errors";
import { baseSlug, firstFreeSlug, MAX_SLUG_LENGTH } from "../shared/slug";
import { retireImage } from "../jobs/image-cleanup";
import { checkImage } from "../images/image-check";

// Adding and editing motion pages. The image is checked before anything is
// written; a new R2 object is deleted again whenever its database write fails, and a replaced one only
// after the row points at its successor and no open tab or cached answer can name it
// (queue/image-cleanup.ts) — so R2 keeps no object no page names for long, and nothing names a missing one.

export type PageInput = z.output<typeof pageForm>;
type PageRow = typeof pages.$inferSelect;

/** Races the unique slug index may lose in a row before we give up (each retry re-reads the slugs). */
const SLUG_ATTEMPTS = 5;

/** The file part when one was really chosen: browsers send an empty, nameless part for an empty input. */
export const uploadedFile = (image: PageInput["image"]) => (image instanceof File && image.size > 0 ? image : undefined);

/** The columns a form sets: description is the bio, empty links are dropped, social links in a fixed order. */
const pageColumns = (input: PageInput) => ({
  name: input.name,
  description: input.bio,
  socialLinks: SOCIAL_NAMES.flatMap((name): SocialLink[] => (input[name] ? [{ name, link: input[name] }] : [])),
  additionalLinks: [input.link1, input.link2, input.link3].filter((link): link is string => Boolean(link)),
  ...(input.sortRank === undefined ? {} : { sortRank: input.sortRank }),
});

/**
 * Every slug of the jurisdiction that could collide with `base` or its numbered variants (all start with its
 * clipped head): slugs are unique within a jurisdiction, so every city may have its "parks-and-recreation".
 */
const takenSlugs = async (db: Db, jurisdictionId: string, base: string) => {
  const head = base.slice(0, MAX_SLUG_LENGTH - 12); // numbered variants may clip the base's tail
  // A prefix compare, not LIKE: D1 refuses LIKE patterns over 50 bytes, and a long name's head is longer.
  const isPrefix = sql`substr(${pages.slug}, 1, ${head.length}) = ${head}`;
  const rows = await db.select({ slug: pages.slug }).from(pages).where(and(eq(pages.jurisdictionId, jurisdictionId), isPrefix));
  return new Set(rows.map((r) => r.slug));
};

/** Inserts the row under the first free slug of its jurisdiction, retrying when a parallel add took it first. */
const insertWithFreeSlug = async (db: Db, values: Omit<typeof pages.$inferInsert, "slug"> & { jurisdictionId: string }, name: string) => {
  const base = baseSlug(name);
  for (let attempt = 1; ; attempt++) {
    const slug = firstFreeSlug(base, await takenSlugs(db, values.jurisdictionId, base));
    try {
      const [row] = await db.insert(pages).values({ ...values, slug }).returning();
      return row!;
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= SLUG_ATTEMPTS) throw err;
    }
  }
};

/** A new page in `jurisdictionId` (checked by the caller to be in reach); the first city when none is named. */
export const createPage = async (db: Db, env: Env, input: PageInput, file: File, jurisdictionId = FIRST_CITY_ID): Promise<PageRow> => {
  const image = await checkImage(file);
  const imageKey = await storeImage(env.IMAGES, image);
  try {
    return await insertWithFreeSlug(db, { id: uuidv7(), imageKey, jurisdictionId, ...pageColumns(input) }, input.name);
  } catch (err) {
    await deleteImage(env.IMAGES, imageKey);
    throw err;
  }
};

/**
 * Saves the form over page `id`. The slug never changes, also when the name does: links to /{slug} that
 * people already shared must keep working. One batch (a D1 transaction) reads the image the row names and
 * writes the form, bumping the version, only where the version is still the one the edit was based on (when
 * it names one): of parallel edits based on the same version one wins and the others get 409; without a
 * version the last write wins. Either way the replaced image is the one this transaction read, so no
 * object is orphaned, and a refused edit's new image is deleted again. `jurisdictionId` moves the page (checked
 * by the caller to be in reach), keeping its slug: 409 when that jurisdiction already has a page of that slug.
 */
export const updatePage = async (db: Db, env: Env, id: string, input: PageInput, file?: File, jurisdictionId?: string): Promise<PageRow> => {
  const image = file ? await checkImage(file) : undefined;
  const newKey = image ? await storeImage(env.IMAGES, image) : undefined;
  try {
    const guard = input.version === undefined ? eq(pages.id, id) : and(eq(pages.id, id), eq(pages.version, input.version));
    const [[before], [row]] = await db.batch([
      db.select({ imageKey: pages.imageKey }).from(pages).where(eq(pages.id, id)),
      db
        .update(pages)
        .set({ ...pageColumns(input), ...(newKey ? { imageKey: newKey } : {}), ...(jurisdictionId ? { jurisdictionId } : {}), version: sql`${pages.version} + 1`, updatedAt: new Date() })
        .where(guard)
        .returning(),
    ]);
    if (!before) throw httpError(404, commonMessages.pageNotFound);
    if (!row) throw httpError(409, pageMessages.stale);
    if (newKey) await retireImage(env, before.imageKey);
    return row;
  } catch (err) {
    if (newKey) await deleteImage(env.IMAGES, newKey);
    // Only a move can hit the (jurisdiction, slug) index: the slug itself never changes.
    throw isUniqueViolation(err) ? httpError(409, jurisdictionMessages.pageSlugTakenThere) : err;
  }
};

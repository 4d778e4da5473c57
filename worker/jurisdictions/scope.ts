import { jurisdictionMessages } from "../contract/jurisdictions";
import type { Db } from "../db/client";
import type { jurisdictions } from "../db/jurisdiction-schema";
import { httpError } from "../shared/errors";
import { findJurisdiction } from "./tree";

// A list names its jurisdiction on every request, and what a slug stands for (a jurisdiction's id, kind and
// place in the tree) almost never changes: the isolate keeps what each slug resolved to for a minute, so a
// city's list costs one D1 read, as the nation's does (the second read made a city's list a third slower on
// the bench: README.md, "A nation of 1,000 cities"). Only found slugs are kept, so a new city lists at once;
// after a rename the old slug resolves to the same jurisdiction anyway. The totals kept with it only weigh
// a search's plan (motions/list-search.ts), where a minute's drift does not matter.

type JurisdictionRow = typeof jurisdictions.$inferSelect;
const KEEP_MS = 60_000;
const MAX_KEPT = 10_000;
const kept = new Map<string, { row: JurisdictionRow; until: number }>();

/**
 * The jurisdiction a list's `jurisdiction=<slug>` names (README.md, "A nation of cities"), by its slug or by
 * one it had before a rename: a list answers the same under either, so no redirect. Undefined without a
 * slug; 404 for a slug no jurisdiction has or had.
 */
export const namedJurisdiction = async (db: Db, slug: string | undefined) => {
  if (slug === undefined) return undefined;
  const now = Date.now();
  const hit = kept.get(slug);
  if (hit && hit.until > now) return hit.row;
  const found = await findJurisdiction(db, slug);
  if (!found) throw httpError(404, jurisdictionMessages.notFound);
  if (kept.size >= MAX_KEPT) kept.clear();
  kept.set(slug, { row: found.row, until: now + KEEP_MS });
  return found.row;
};

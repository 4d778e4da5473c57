import { jurisdictionMessages } from "../contract/jurisdictions";
import type { Db } from "../db/client";
import { httpError } from "../shared/errors";
import { findJurisdiction } from "./tree";

/**
 * The jurisdiction a list's `jurisdiction=<slug>` names (README.md, "A nation of cities"), by its slug or by
 * one it had before a rename: a list answers the same under either, so no redirect. Undefined without a
 * slug; 404 for a slug no jurisdiction has or had.
 */
export const namedJurisdiction = async (db: Db, slug: string | undefined) => {
  if (slug === undefined) return undefined;
  const found = await findJurisdiction(db, slug);
  if (!found) throw httpError(404, jurisdictionMessages.notFound);
  return found.row;
};

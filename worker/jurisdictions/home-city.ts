import { eq } from "drizzle-orm";
import { jurisdictionMessages } from "../contract/jurisdictions";
import type { Db } from "../db/client";
import { jurisdictions } from "../db/jurisdiction-schema";
import { users } from "../db/schema";
import { httpError } from "../shared/errors";
import { CITY_KINDS } from "./follows";
import { toJurisdictionSummary, type JurisdictionSummary } from "./serialize";
import { findJurisdiction } from "./tree";

// A member's home city (README.md, "City suggestion and home city"): the city their home page starts in,
// kept in users.home_jurisdiction_id and shown in the member JSON of every auth answer. A city or a district;
// a region or the nation is a view, not a place to live.

/** The member's home city as every answer shows it, or null (one primary-key read, none without one). */
export async function homeCityOf(db: Db, homeJurisdictionId: string | null): Promise<JurisdictionSummary | null> {
  if (!homeJurisdictionId) return null;
  const [row] = await db
    .select({ id: jurisdictions.id, slug: jurisdictions.slug, name: jurisdictions.name, kind: jurisdictions.kind })
    .from(jurisdictions)
    .where(eq(jurisdictions.id, homeJurisdictionId))
    .limit(1);
  return row ? toJurisdictionSummary(row) : null;
}

/**
 * Sets (a slug, or a former slug of a renamed city) or clears (null) the member's home city. An address that
 * names nothing, or a region, is a 400 with the form's message: the member chose from a list, so a stale
 * choice is bad input rather than a missing resource.
 */
export async function setHomeCity(db: Db, userId: string, slug: string | null) {
  if (slug === null) {
    await db.update(users).set({ homeJurisdictionId: null }).where(eq(users.id, userId));
    return { message: jurisdictionMessages.homeCityCleared, homeCity: null };
  }
  const found = await findJurisdiction(db, slug);
  if (!found) throw httpError(400, jurisdictionMessages.notFound);
  if (!CITY_KINDS.has(found.row.kind)) throw httpError(400, jurisdictionMessages.notACity);
  await db.update(users).set({ homeJurisdictionId: found.row.id }).where(eq(users.id, userId));
  return { message: jurisdictionMessages.homeCitySaved, homeCity: toJurisdictionSummary(found.row) };
}

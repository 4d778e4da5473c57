import { eq } from "drizzle-orm";
import { jurisdictionMessages } from "../contract/jurisdictions";
import { commonMessages } from "../contract/messages";
import type { Db } from "../db/client";
import { jurisdictions } from "../db/jurisdiction-schema";
import { FIRST_CITY_ID, motions, pages } from "../db/schema";
import { isNationalReach, NATIONAL_REACH, withinReach } from "../jurisdictions/reach";
import { findJurisdiction, findJurisdictionById } from "../jurisdictions/tree";
import type { Staff } from "../shared/app-env";
import { httpError } from "../shared/errors";

// Who reaches what in the back office (README.md, "Staff per jurisdiction"), in one place for every staff
// route: a national admin (no jurisdiction) reaches the whole nation; a city admin and an editor reach their
// jurisdiction and everything below it. Lists narrow by the reach (jurisdictions/reach.ts); a single page,
// motion or jurisdiction outside it is a 403 with jurisdictionMessages.outsideYours.

type JurisdictionRow = typeof jurisdictions.$inferSelect;

/** The subtree a staff member reaches, as a path prefix: "/" for national staff. */
export const staffReach = (staff: Staff) => staff.jurisdiction?.path ?? NATIONAL_REACH;

export const isNationalStaff = (staff: Staff) => isNationalReach(staffReach(staff));

export const outsideYours = () => httpError(403, jurisdictionMessages.outsideYours);

/** What a staff route acts on: a page, a motion or a jurisdiction, by id. */
export type StaffTarget = { pageId: string } | { motionId: string } | { jurisdictionId: string };

/** The target's jurisdiction path, or undefined when there is no such target. */
const targetPath = async (db: Db, target: StaffTarget) => {
  if ("jurisdictionId" in target) {
    return (await db.select({ path: jurisdictions.path }).from(jurisdictions).where(eq(jurisdictions.id, target.jurisdictionId)).limit(1))[0]?.path;
  }
  if ("pageId" in target) {
    const [row] = await db.select({ path: jurisdictions.path }).from(pages).innerJoin(jurisdictions, eq(jurisdictions.id, pages.jurisdictionId)).where(eq(pages.id, target.pageId)).limit(1);
    return row?.path;
  }
  const [row] = await db
    .select({ path: jurisdictions.path })
    .from(motions)
    .innerJoin(pages, eq(pages.id, motions.pageId))
    .innerJoin(jurisdictions, eq(jurisdictions.id, pages.jurisdictionId))
    .where(eq(motions.id, target.motionId))
    .limit(1);
  return row?.path;
};

const notFound = (target: StaffTarget) =>
  httpError(404, "pageId" in target ? commonMessages.pageNotFound : "motionId" in target ? commonMessages.motionNotFound : jurisdictionMessages.notFound);

/**
 * Refuses (403) a target outside the staff member's reach; 404 when there is no such target. National staff
 * reach everything: no query, and the route's own lookup answers a missing target as before.
 */
export async function assertInReach(db: Db, staff: Staff, target: StaffTarget) {
  const reach = staffReach(staff);
  if (isNationalReach(reach)) return;
  const path = await targetPath(db, target);
  if (path === undefined) throw notFound(target);
  if (!withinReach(path, reach)) throw outsideYours();
}

/** Whether a target that exists lies outside the reach (false for a missing one: the caller answers that). */
export async function isOutsideReach(db: Db, staff: Staff, target: StaffTarget) {
  const reach = staffReach(staff);
  if (isNationalReach(reach)) return false;
  const path = await targetPath(db, target);
  return path !== undefined && !withinReach(path, reach);
}

/**
 * The jurisdiction a staff form puts a page or an editor in, by its slug (or a former one), checked against the
 * reach: 400 for an unknown slug (it is a field of the form), 403 outside the reach. Without a slug, the staff
 * member's own; for national staff the first city, where a single-city Plaza keeps everything.
 */
export async function chosenJurisdiction(db: Db, staff: Staff, slug: string | undefined): Promise<JurisdictionRow> {
  const found = slug === undefined ? (staff.jurisdiction ?? (await findJurisdictionById(db, FIRST_CITY_ID))) : (await findJurisdiction(db, slug))?.row;
  if (!found) throw httpError(400, jurisdictionMessages.notFound);
  if (!withinReach(found.path, staffReach(staff))) throw outsideYours();
  return found;
}

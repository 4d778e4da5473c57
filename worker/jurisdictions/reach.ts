import { eq, inArray, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "../db/client";
import { jurisdictions } from "../db/jurisdiction-schema";
import { motions, pages } from "../db/schema";
import { inSubtree, isWithin, pathIds } from "./tree";

// A staff member's reach as SQL (README.md, "Staff per jurisdiction"): the subtree of the jurisdiction they
// administer, named by its path ("/<nation>/<region>/<city>/"). National staff reach "/", the prefix of every
// path, and their lists get no filter at all. Every list a back-office screen reads narrows by these.

/** The reach of national staff: every path starts with it. */
export const NATIONAL_REACH = "/";

/** Whether a reach is the whole nation: "/" or the nation's own path (its one id). */
export const isNationalReach = (reach: string) => pathIds(reach).length <= 1;

/** Whether a jurisdiction (by its path) is the reach's root or below it. */
export const withinReach = (path: string, reach: string) => isNationalReach(reach) || isWithin(path, reach);

/** The ids of the jurisdictions in a reach, as a subquery. */
const idsIn = (db: Db, reach: string) => db.select({ id: jurisdictions.id }).from(jurisdictions).where(inSubtree(reach));

/** `column` (a jurisdiction id) names a jurisdiction in the reach; nothing to filter for national staff. */
export const jurisdictionInReach = (db: Db, column: SQLiteColumn, reach: string): SQL | undefined =>
  isNationalReach(reach) ? undefined : inArray(column, idsIn(db, reach));

/** Pages whose jurisdiction is in the reach. */
export const pageInReach = (db: Db, reach: string) => jurisdictionInReach(db, pages.jurisdictionId, reach);

/**
 * Motions whose page is in the reach. A region's and a city's motions are found by the columns every motion
 * carries (`region_id`, `city_id`, indexed); a district has nothing below it, so its motions are its pages'.
 */
export const motionInReach = (db: Db, reach: string): SQL | undefined => {
  const [, regionId, cityId, districtId] = pathIds(reach);
  if (districtId) return inArray(motions.pageId, db.select({ id: pages.id }).from(pages).where(eq(pages.jurisdictionId, districtId)));
  if (cityId) return eq(motions.cityId, cityId);
  if (regionId) return eq(motions.regionId, regionId);
  return undefined;
};

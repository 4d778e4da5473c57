import type { Db } from "../db/client";
import { pageInReach } from "../jurisdictions/reach";
import { homeOrder, pagesWithJurisdiction } from "./home-order";

// The back office's page list (GET /api/entity/admin): the pages of a staff member's reach (README.md, "Staff
// per jurisdiction"), every page for national staff, in the home order of every other list.

export const listPagesInReach = (db: Db, reach: string) => pagesWithJurisdiction(db).where(pageInReach(db, reach)).orderBy(...homeOrder);

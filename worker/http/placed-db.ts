import { commonMessages } from "../contract/messages";
import { getDb, getDbNamed, getLaggingDb, type Db, type RequestScope } from "../db/client";
import { DATABASE_NAMES } from "../db/placement";
import { databasesUnder, placeOf, type RecordKind, type RecordPlace } from "../db/record-placement";
import { httpError } from "../shared/errors";

// The database a request's record lives on (README.md, "Databases", routing by placement): routes name the
// record (a jurisdiction, a page, a motion) and get the request's session of that record's database, never a
// binding. A write to a jurisdiction whose move is copying or verifying answers 503 with Retry-After, so
// nothing lands on a database the move has already copied; reads go on where the placement still points.

/** The database of a record, with where it is: what a route hands the domain code. */
export type Placed = RecordPlace & { db: Db };

// How long a writer is told to wait while a move copies: a city's move copies in minutes (README.md).
const RETRY_AFTER_S = 60;

// Read where it may lag, as a write's member check is (README.md, "Directory reads of a signed-in request"): a
// write request's own session starts on the directory's primary, and a placement changes only with a move. A
// record the lagging read does not know (one made a moment ago on the primary) is looked for there before a 404.
async function place(c: RequestScope, kind: RecordKind, id: string, intent: "read" | "write"): Promise<Placed | null> {
  const where = (await placeOf(getLaggingDb(c).$client, kind, id)) ?? (intent === "write" ? await placeOf(getDb(c).$client, kind, id) : null);
  if (!where) return null;
  if (intent === "write" && where.moving) throw httpError(503, commonMessages.moving, { "Retry-After": String(RETRY_AFTER_S) });
  return { ...where, db: getDbNamed(c, where.database) };
}

const found = (placed: Placed | null, message: string) => {
  if (!placed) throw httpError(404, message);
  return placed;
};

/** The motion's database; 404 when no database has such a motion. */
export const placeMotion = async (c: RequestScope, motionId: string, intent: "read" | "write" = "read") =>
  found(await place(c, "motion", motionId, intent), commonMessages.motionNotFound);

/** The page's database; 404 when there is no such page. */
export const placePage = async (c: RequestScope, pageId: string, intent: "read" | "write" = "read") =>
  found(await place(c, "page", pageId, intent), commonMessages.pageNotFound);

/** The motion's database, or null when no database has it (a merge target, a quoted motion). */
export const findMotionPlace = (c: RequestScope, motionId: string) => place(c, "motion", motionId, "read");

/** The database of a jurisdiction the caller already found on the directory. */
export const placeJurisdiction = async (c: RequestScope, jurisdictionId: string, intent: "read" | "write" = "read") =>
  found(await place(c, "jurisdiction", jurisdictionId, intent), commonMessages.notFound);

/**
 * The databases a jurisdiction's records are spread over (every database for none: the nation), each as the
 * request's session of it: what a staff list gathers from (shared/gather-pages.ts).
 */
export const databasesOf = async (c: RequestScope, jurisdictionId: string | null): Promise<Db[]> => {
  const names = jurisdictionId ? await databasesUnder(getDb(c).$client, jurisdictionId) : DATABASE_NAMES;
  return names.map((name) => getDbNamed(c, name));
};

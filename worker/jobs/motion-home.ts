import { drizzleOver, type Db } from "../db/client";
import { databaseNamed, directory, type Databases, type DatabaseName } from "../db/placement";
import { placeOf } from "../db/record-placement";

// The database a motion lives on, for work that has no request (README.md, "Databases", routing by placement):
// the scoring consumers, the cron sweep, the hot motion's object. The directory's motion_homes names the
// motion's page and the page's jurisdiction's placement names the database (db/record-placement.ts), read on
// the directory's primary, as everything outside a request reads.

/** Where a motion lives, with a client of that database's primary. */
export type MotionHome = { database: DatabaseName; db: Db; moving: boolean };

/** The motion's database; null when the directory knows no such motion (deleted, or never indexed). */
export async function motionHome(env: Databases, motionId: string): Promise<MotionHome | null> {
  const place = await placeOf(directory(env), "motion", motionId);
  if (!place) return null;
  return { database: place.database, db: drizzleOver(databaseNamed(env, place.database)), moving: place.moving };
}

/** A database already known by name (a placement read earlier), on its primary. */
export const primaryOf = (env: Databases, database: DatabaseName): Db => drizzleOver(databaseNamed(env, database));

import { drizzleOver, type Db } from "../db/client";
import { databaseNamed, directory, DIRECTORY, everyDatabase, type Databases, type DatabaseName } from "../db/placement";
import { placeOf } from "../db/record-placement";
import type { FanOutMessage } from "../jobs/notifications";

// Where an update's fan-out runs (README.md, "Databases", routing by placement): the database of the update's
// motion, found on the directory by the motion's id (motion_homes), read on the primary since a queue consumer
// has no request session. Notifications reference the motion and the update by foreign key, so they are
// written beside them, on that database.

export type FanOutTarget = { db: Db; database: DatabaseName; directory: Db; moving: boolean };

/**
 * The motion of an update named without it: a message sent before messages carried the motion. Looked for on
 * every database, the directory first; such messages are few and only ever the first of a chain.
 */
async function motionOfUpdate(env: Databases, updateId: string) {
  for (const { db } of everyDatabase(env)) {
    const row = await db.prepare("select motion_id from motion_updates where id = ?1").bind(updateId).first<{ motion_id: string }>();
    if (row) return row.motion_id;
  }
  return null;
}

/** The fan-out's databases, or null when the update (or its motion) no longer exists anywhere. */
export async function fanOutTarget(env: Databases, message: FanOutMessage): Promise<FanOutTarget | null> {
  const motionId = message.motionId ?? (await motionOfUpdate(env, message.updateId));
  if (!motionId) return null;
  const place = await placeOf(directory(env), "motion", motionId);
  if (!place) return null;
  const directoryDb = drizzleOver(directory(env));
  const db = place.database === DIRECTORY ? directoryDb : drizzleOver(databaseNamed(env, place.database));
  return { db, database: place.database, directory: directoryDb, moving: place.moving };
}

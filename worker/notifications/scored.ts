import { sql } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import type { Db } from "../db/client";
import { notifications } from "../db/answers-schema";
import { motions } from "../db/schema";

// "Your motion was scored": an in-app notification for the author once the analysis is stored. In the app
// only (the member usually watches it happen in the submit dialog), one per motion however often the
// scoring message is delivered.

export async function notifyScored(db: Db, motionId: string) {
  await db.run(sql`
    INSERT INTO ${notifications} (id, user_id, source_key, kind, reason, motion_id, created_at)
    SELECT ${uuidv7()}, ${motions.authorId}, ${`scored:${motionId}`}, 'scored', 'author', ${motions.id}, coalesce(${motions.scoredAt}, ${Date.now()})
    FROM ${motions}
    WHERE ${motions.id} = ${motionId} AND ${motions.authorId} IS NOT NULL AND ${motions.aiStatus} = 'scored'
    ON CONFLICT (source_key, user_id) DO NOTHING`);
}

import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { DatabaseName } from "../../db/placement";
import { motions } from "../../db/schema";
import type { FanOutMessage } from "../../jobs/notifications";
import { postUpdate } from "../../motions/updates";
import { fanOutStretches } from "../../notifications/fan-out";
import { markFannedOut } from "../../notifications/sweep";
import { ageToMs } from "./data";
import { RESPONDERS, seedResponses } from "./responses";

// The city's answers in the demo data, posted through postUpdate (the code behind POST /api/idea/:id/updates)
// with back-dated times and notified in the app, so a newcomer sees the loop closed on first start. Idempotent: a motion that already
// has an official update is left alone.

/** A database by name, as placement.ts names it; the directory first. */
export type SeedPlace = { name: DatabaseName; db: Db };

/**
 * Posts the seeded responses, each on the database its motion is on (the demo nation is spread over several,
 * README.md "Routing by placement"); answers how many motions got their first one in this run.
 */
export async function answerSeededMotions(places: SeedPlace[], memberIds: string[], now: number): Promise<number> {
  const directoryDb = places[0]!.db;
  const rows = (
    await Promise.all(
      places.map(async (place) =>
        (
          await place.db
            .select({ id: motions.id, text: motions.text, answered: motions.latestUpdateId })
            .from(motions)
            .where(inArray(motions.authorId, memberIds))
        ).map((row) => ({ ...row, place })),
      ),
    )
  ).flat();
  const byStart = (start: string) => {
    const found = rows.filter((r) => r.text.startsWith(start));
    if (found.length !== 1) throw new Error(`Seed response: ${found.length} demo motions start with "${start}"`);
    return found[0]!;
  };
  const answeredBefore = new Set(rows.filter((r) => r.answered).map((r) => r.id));
  const answeredNow = new Set<string>();
  for (const response of seedResponses) {
    const motion = byStart(response.motion);
    if (answeredBefore.has(motion.id)) continue;
    const { db, name } = motion.place;
    const current = await db.query.motions.findFirst({ columns: { status: true }, where: (m, { eq }) => eq(m.id, motion.id) });
    const { update } = await postUpdate(db, {
      motionId: motion.id,
      by: RESPONDERS[response.by],
      text: response.text,
      status: response.status,
      expectedStatus: current!.status,
      mergedInto: response.mergedInto ? byStart(response.mergedInto).id : undefined,
      origin: "http://127.0.0.1",
      at: new Date(now - ageToMs(response.age)),
    });
    answeredNow.add(motion.id);
    // Its author, voters and followers see it in their bell, as after a real update (no mails: it is history).
    const where = { database: name, directory: directoryDb };
    for (let next: FanOutMessage | null = { updateId: update._id, stage: "author" }; next; ) next = (await fanOutStretches(db, null, next, where)).next;
    await markFannedOut(db, update._id);
  }
  return answeredNow.size;
}

import { eq, sql } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { commonMessages } from "../contract/messages";
import { moderationMessages } from "../contract/moderation";
import type { Db } from "../db/client";
import { appeals } from "../db/moderation-schema";
import { motions } from "../db/schema";
import { httpError } from "../shared/errors";
import { logIfLanded } from "./log-entry";

// An author's appeal against the hiding of their motion (README.md, "Moderation"): once per motion (the
// appeals primary key), only while it is hidden, and it puts the motion first in the moderation queue. One
// batch: the appeal row (ON CONFLICT DO NOTHING), the move to "appealed" only if that row was new, and the
// log entry only if the move landed.

const APPEALABLE = ["hidden", "removed"] as const;

type AppealInput = { motionId: string; author: { id: string; name: string }; text: string; /** The demo seed's back-dated time. */ at?: Date };

export async function appealMotion(db: Db, input: AppealInput) {
  const motion = await db.query.motions.findFirst({ where: eq(motions.id, input.motionId) });
  if (!motion) throw httpError(404, commonMessages.motionNotFound);
  if (motion.authorId !== input.author.id) throw httpError(403, moderationMessages.appealNotYours);
  if (motion.moderationState === "appealed") throw httpError(409, moderationMessages.appealUsed);
  if (!(APPEALABLE as readonly string[]).includes(motion.moderationState)) throw httpError(409, moderationMessages.appealNotHidden);

  const logId = uuidv7();
  const now = input.at?.getTime() ?? Date.now();
  const [inserted] = await db.batch([
    db.insert(appeals).values({ motionId: motion.id, userId: input.author.id, text: input.text, createdAt: new Date(now) }).onConflictDoNothing(),
    db
      .update(motions)
      .set({ moderationState: "appealed", reviewSince: new Date(now), lastDecisionId: logId })
      .where(sql`${motions.id} = ${motion.id} AND ${motions.moderationState} IN ('hidden', 'removed') AND changes() = 1`),
    logIfLanded(db, motion.id, logId, {
      action: "appeal",
      fromState: motion.moderationState,
      toState: "appealed",
      reason: motions.hiddenReason,
      note: input.text,
      by: { name: input.author.name, role: "member" },
      appeal: true,
      queuedAt: now,
      at: now,
    }),
  ]);
  // The appeal row already existed: one appeal a motion, and the decision on it is final.
  if ((inserted as D1Result).meta.changes === 0) throw httpError(409, moderationMessages.appealUsed);
  return { message: moderationMessages.appealed };
}

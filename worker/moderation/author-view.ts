import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { appeals } from "../db/moderation-schema";
import { motions } from "../db/schema";

// What the author of a motion sees of its moderation on its permalink (README.md, "Moderation"): whether it
// is hidden or awaiting review, why, whether they may still appeal, and their appeal with its outcome. Null
// for anyone else, and for a motion that is simply public.

export async function authorModeration(db: Db, motionId: string, viewerId: string) {
  const motion = await db.query.motions.findFirst({
    where: eq(motions.id, motionId),
    columns: { authorId: true, moderationState: true, hiddenReason: true },
  });
  if (!motion || motion.authorId !== viewerId || motion.moderationState === "published" || motion.moderationState === "review") return null;
  const appeal = await db.query.appeals.findFirst({ where: eq(appeals.motionId, motionId) });
  return {
    state: motion.moderationState,
    reason: motion.hiddenReason,
    canAppeal: !appeal && (motion.moderationState === "hidden" || motion.moderationState === "removed"),
    appeal: appeal ? { text: appeal.text, createdAt: appeal.createdAt.toISOString(), outcome: appeal.outcome } : null,
  };
}

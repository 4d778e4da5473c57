import { eq } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { moderationMessages } from "../contract/moderation";
import { PERMANENT_FROM, type Suspension } from "../contract/moderation-states";
import type { Db } from "../db/client";
import { moderationLog } from "../db/moderation-schema";
import { users } from "../db/schema";
import { httpError } from "../shared/errors";

// An admin suspends a member from posting, voting and reporting for 7 days, 30 days or permanently, or lifts
// a suspension (README.md, "Moderation"). The member can still sign in, read and see their own data. The
// change and its log entry are one batch.

const DAY = 86_400_000;
const UNTIL: Record<Suspension, (now: number) => number> = {
  "7d": (now) => now + 7 * DAY,
  "30d": (now) => now + 30 * DAY,
  permanent: () => PERMANENT_FROM,
};

type SuspensionInput = { memberId: string; suspension: Suspension | "lift"; reason: string; by: { name: string } };

export async function setSuspension(db: Db, input: SuspensionInput) {
  const member = await db.query.users.findFirst({ where: eq(users.id, input.memberId), columns: { id: true } });
  if (!member) throw httpError(404, moderationMessages.memberNotFound);
  const now = Date.now();
  const { suspension } = input;
  const lift = suspension === "lift";
  const until = suspension === "lift" ? null : new Date(UNTIL[suspension](now));
  await db.batch([
    db.update(users).set({ suspendedUntil: until, suspensionReason: lift ? null : input.reason }).where(eq(users.id, member.id)),
    db.insert(moderationLog).values({
      id: uuidv7(),
      memberId: member.id,
      action: lift ? "lift-suspension" : "suspend",
      note: lift ? input.reason : `${suspension}: ${input.reason}`,
      actorName: input.by.name,
      actorRole: "admin",
      createdAt: new Date(now),
    }),
  ]);
  return { message: lift ? moderationMessages.suspensionLifted : moderationMessages.suspensionSet, suspendedUntil: until?.toISOString() ?? null };
}

import { eq, sql } from "drizzle-orm";
import { accountMessages, type MotionFate } from "../contract/account";
import { authMessages } from "../contract/auth";
import { memberVoteWeight } from "../jurisdictions/trend";
import { moderationLog, reports } from "../db/moderation-schema";
import { follows, motions, pages, users, votes } from "../db/schema";
import { jurisdictionFollows, jurisdictions } from "../db/jurisdiction-schema";
import { memberVoteOnMotion, votesOfMember } from "../db/vote-keys";
import { loginThrottles } from "../db/throttle-schema";
import type { Db } from "../db/client";
import { sendMail } from "../mail/mailer";
import { accountDeletedMail, deletionLinkMail } from "../mail/account-mail";
import type { Member } from "../shared/app-env";
import { httpError } from "../shared/errors";
import { consumeEmailToken, issueEmailToken } from "./email-tokens";
import { confirmCurrentPassword } from "./own-account";

// Deleting an account (README.md, "Your account", decision 29). Everything happens in ONE D1 batch — a
// transaction D1 runs alone — so a parallel vote by anyone else lands wholly before or wholly after it, and
// every counter stays exact:
//   1. each motion the member voted on loses exactly the member's up and down votes, then those votes go
//      (the site's vote total follows through its trigger, migration 0004);
//   2. each page and each city the member followed loses one follower, then the follows go;
//   3. the member's unresolved reports stop counting towards hiding a motion, then the reports go;
//   4. the moderation log keeps its entries (the public transparency figures come from it) but an appeal
//      the member wrote reads "Former member";
//   5. the member's motions are deleted (with their votes, timelines and notifications), or kept with no
//      author ("Former member");
//   6. the account row goes, and with it by cascade its mail tokens, notifications, preferences and
//      idempotency keys; a kept motion's pending appeal stays, without its author.
// Sessions end because the account is gone: every token names it.
// A member active in a jurisdiction placed on a shard has a card there (member-cards.ts) with their votes,
// follows, reports and motions: the same statements run there first, one batch a database, then on the
// directory. A shard that fails leaves the account standing, so the member can try again and nothing of theirs
// is left behind a deleted account; a batch run twice finds nothing left to take.

const FORMER_MEMBER = "Former member";

/** The password, or for an account without one the mailed confirmation link of this member. */
const confirmDeletion = async (db: Db, member: Member, input: { password?: string; token?: string }) => {
  if (input.password) return confirmCurrentPassword(member, input.password);
  if (!input.token) throw httpError(400, accountMessages.deletionConfirmRequired);
  if (!(await consumeEmailToken(db, input.token, "delete", member.id))) throw httpError(400, authMessages.invalidLink);
};

/** A Google-only account confirms deletion through its mailbox: a link that opens the account screen. */
export const mailDeletionLink = async (db: Db, env: Env, member: Member) => {
  if (member.passwordHash) throw httpError(400, accountMessages.hasPassword);
  const token = await issueEmailToken(db, member.id, "delete");
  await sendMail(env, member.email, deletionLinkMail(env.APP_URL, member.name, token));
};

/** The statements of one deletion, in order; each names the member by id alone. */
const deletionStatements = (db: Db, userId: string, fate: MotionFate) => {
  const votedBy = (direction: "up" | "down") =>
    sql`(SELECT count(*) FROM ${votes} WHERE ${memberVoteOnMotion(userId)} AND ${votes.up} = ${direction === "up" ? sql`1` : sql`0`})`;
  return [
    db
      .update(motions)
      .set({
        upCount: sql`${motions.upCount} - ${votedBy("up")}`,
        downCount: sql`${motions.downCount} - ${votedBy("down")}`,
        // Trending's key loses the weight the member's vote added (worker/jurisdictions/trend.ts).
        trendKey: sql`${motions.trendKey} - ${memberVoteWeight(motions.seq, userId)}`,
      })
      .where(sql`${motions.seq} IN (SELECT ${votes.motionSeq} FROM ${votes} WHERE ${votesOfMember(userId)})`),
    db.delete(votes).where(votesOfMember(userId)),
    db
      .update(pages)
      .set({ followerCount: sql`max(${pages.followerCount} - 1, 0)` })
      .where(sql`${pages.id} IN (SELECT ${follows.pageId} FROM ${follows} WHERE ${follows.userId} = ${userId})`),
    db.delete(follows).where(eq(follows.userId, userId)),
    db
      .update(jurisdictions)
      .set({ followerCount: sql`max(${jurisdictions.followerCount} - 1, 0)` })
      .where(
        sql`${jurisdictions.id} IN (SELECT ${jurisdictionFollows.jurisdictionId} FROM ${jurisdictionFollows} WHERE ${jurisdictionFollows.userId} = ${userId})`,
      ),
    db.delete(jurisdictionFollows).where(eq(jurisdictionFollows.userId, userId)),
    db
      .update(motions)
      .set({ openReports: sql`max(${motions.openReports} - 1, 0)` })
      .where(
        sql`${motions.id} IN (SELECT ${reports.motionId} FROM ${reports} WHERE ${reports.userId} = ${userId} AND ${reports.resolvedAt} IS NULL)`,
      ),
    db.delete(reports).where(eq(reports.userId, userId)),
    db
      .update(moderationLog)
      .set({ actorName: FORMER_MEMBER })
      .where(sql`${moderationLog.memberId} = ${userId} AND ${moderationLog.actorRole} = 'member'`),
    fate === "delete"
      ? db.delete(motions).where(eq(motions.authorId, userId)).returning({ id: motions.id })
      : db.update(motions).set({ authorId: null }).where(eq(motions.authorId, userId)).returning({ id: motions.id }),
    db.delete(users).where(eq(users.id, userId)).returning({ id: users.id }),
  ] as const;
};

/**
 * Deletes the member's account after confirming it is them. Answers the ids of the motions deleted (for
 * their share cards) and whether this request did the deletion: of two parallel ones, only one finds the
 * account still there, and only that one sends the confirmation mail.
 */
export const deleteAccount = async (db: Db, member: Member, input: { password?: string; token?: string; motions: MotionFate }, elsewhere: Db[] = []) => {
  await confirmDeletion(db, member, input);
  const removedElsewhere = [];
  for (const on of elsewhere) {
    const there = deletionStatements(on, member.id, input.motions);
    const results = await on.batch(there);
    removedElsewhere.push(...(results[there.length - 2] as { id: string }[]).map((m) => m.id));
  }
  const statements = deletionStatements(db, member.id, input.motions);
  const results = await db.batch([...statements, db.delete(loginThrottles).where(eq(loginThrottles.key, `member:${member.email}`))]);
  // The last two statements of the deletion: the motions' fate, then the account row.
  const motionIds = [...removedElsewhere, ...(results[statements.length - 2] as { id: string }[]).map((m) => m.id)];
  const deleted = (results[statements.length - 1] as { id: string }[]).length === 1;
  return {
    deleted,
    deletedMotionIds: input.motions === "delete" ? motionIds : [],
  };
};

export const mailAccountDeleted = (env: Env, member: Pick<Member, "email" | "name">, keptMotions: boolean) =>
  sendMail(env, member.email, accountDeletedMail(env.APP_URL, member.name, keptMotions));

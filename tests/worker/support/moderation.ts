import { eq, sql } from "drizzle-orm";
import type { ModerationAction, ModerationState, ReportReason } from "../../../worker/contract/moderation-states";
import { motions, votes } from "../../../worker/db/schema";
import { voteRow } from "../../../worker/db/vote-keys";
import { api, okJson } from "./client";
import { db, insertMotion, insertPage, signedInMember } from "./factories";

// Helpers for the moderation tests: a public motion by a known author, reports by members whose reports count,
// a moderator's decision and reads of what the public, the author and the moderators see.

type Auth = Record<string, string>;

export const report = (auth: Auth, id: string, reason: ReportReason = "spam", note?: string) =>
  api(auth).idea[":id"].report.$post({ param: { id }, json: { reason, ...(note ? { note } : {}) } });

/** A scored, public motion with votes, written by a member who can sign in. */
export async function authoredMotion(overrides: Parameters<typeof insertMotion>[1] = {}) {
  const page = await insertPage();
  const author = await signedInMember();
  const motion = await insertMotion(page.id, { score: 61, up: 4, down: 1, authorId: author.member.id, ...overrides });
  return { page, motion, author };
}

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

/**
 * `count` members whose reports count towards hiding (README.md, "Moderation"): verified accounts a month
 * old, each with an upvote cast ten days ago (`votedDaysAgo`) on one motion of a page made for them. That
 * motion was since removed by the moderators, so it adds nothing to the lists or site totals a test reads.
 */
export async function establishedMembers(count: number, { accountDaysOld = 30, votedDaysAgo = 10 } = {}) {
  const page = await insertPage();
  const motion = await insertMotion(page.id, { score: 50, moderationState: "removed", createdAt: daysAgo(votedDaysAgo + 1) });
  const members = await Promise.all(Array.from({ length: count }, () => signedInMember({ createdAt: daysAgo(accountDaysOld) })));
  const d = db();
  const voted = members.map((m) => d.insert(votes).values(voteRow({ motionId: motion.id, userId: m.member.id, direction: "up", at: daysAgo(votedDaysAgo).getTime() })));
  await d.batch([d.update(motions).set({ upCount: sql`${motions.upCount} + ${count}` }).where(eq(motions.id, motion.id)), ...voted]);
  return members;
}

/** `count` distinct members whose reports count report the motion, one after another; answers the members. */
export async function reportedBy(id: string, count: number, reason: ReportReason = "spam") {
  const members = await establishedMembers(count);
  for (const m of members) await okJson(await report(m.auth, id, reason), 201);
  return members;
}

export const decide = (staff: Auth, id: string, action: ModerationAction, expectedState: ModerationState, reason?: ReportReason) =>
  api(staff).moderation.motions[":id"].$post({ param: { id }, json: { action, expectedState, ...(reason ? { reason } : {}) } });

export const publicView = async (id: string, auth: Auth = {}) => (await okJson(await api(auth).idea[":id"].$get({ param: { id } }))).motion;

export const queueItems = async (staff: Auth) => (await okJson(await api(staff).moderation.queue.$get({ query: { limit: "50" } }))).items;

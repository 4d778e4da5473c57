import type { ModerationAction, ModerationState, ReportReason } from "../../../worker/contract/moderation-states";
import { api, okJson } from "./client";
import { insertMotion, insertPage, signedInMember } from "./factories";

// Helpers for the moderation tests: a public motion by a known author, reports by fresh members, a
// moderator's decision and reads of what the public, the author and the moderators see.

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

/** `count` distinct members report the motion, one after another; answers the members. */
export async function reportedBy(id: string, count: number, reason: ReportReason = "spam") {
  const members = [];
  for (let i = 0; i < count; i++) {
    const m = await signedInMember();
    await okJson(await report(m.auth, id, reason), 201);
    members.push(m);
  }
  return members;
}

export const decide = (staff: Auth, id: string, action: ModerationAction, expectedState: ModerationState, reason?: ReportReason) =>
  api(staff).moderation.motions[":id"].$post({ param: { id }, json: { action, expectedState, ...(reason ? { reason } : {}) } });

export const publicView = async (id: string, auth: Auth = {}) => (await okJson(await api(auth).idea[":id"].$get({ param: { id } }))).motion;

export const queueItems = async (staff: Auth) => (await okJson(await api(staff).moderation.queue.$get({ query: { limit: "50" } }))).items;

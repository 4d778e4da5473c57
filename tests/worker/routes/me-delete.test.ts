import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accountMessages } from "../../../worker/contract/account";
import { authMessages } from "../../../worker/contract/auth";
import { notifications, notificationSettings } from "../../../worker/db/answers-schema";
import { appeals, moderationLog, reports } from "../../../worker/db/moderation-schema";
import { follows, motions, pages, users, votes } from "../../../worker/db/schema";
import { emailTokens } from "../../../worker/db/token-schema";
import { votesOfMember } from "../../../worker/db/vote-keys";
import { signMemberToken } from "../../../worker/accounts/jwt";
import { linkMailedTo, memberWithPassword, subjectsTo } from "../support/account";
import { memberHistory } from "../support/account-history";
import { api, bearer, errorJson, okJson } from "../support/client";
import { expectExactCounters, expectExactSiteTotals } from "../support/counters";
import { db, insertMember, uniqueTag } from "../support/factories";
import { insertCity } from "../support/jurisdiction-factory";
import { jurisdictionFollows } from "../../../worker/db/jurisdiction-schema";
import { loggedIn, PASSWORD } from "../support/members";

// Deleting an account (DELETE /api/me): confirmed with the password (or a mailed link for an account
// without one), the member's motions deleted or kept as "Former member", and every counter exact after.

type Member = Awaited<ReturnType<typeof memberWithPassword>>;
const remove = (m: Member, json: { password?: string; token?: string; motions: "delete" | "anonymize" }) => m.me.$delete({ json });
const rowsOf = async (userId: string) => ({
  users: (await db().select().from(users).where(eq(users.id, userId))).length,
  votes: (await db().select().from(votes).where(votesOfMember(userId))).length,
  follows: (await db().select().from(follows).where(eq(follows.userId, userId))).length,
  reports: (await db().select().from(reports).where(eq(reports.userId, userId))).length,
  notifications: (await db().select().from(notifications).where(eq(notifications.userId, userId))).length,
  settings: (await db().select().from(notificationSettings).where(eq(notificationSettings.userId, userId))).length,
  tokens: (await db().select().from(emailTokens).where(eq(emailTokens.userId, userId))).length,
});
const motionRow = async (id: string) => (await db().select().from(motions).where(eq(motions.id, id)))[0];
const followers = async (pageId: string) => (await db().select({ n: pages.followerCount }).from(pages).where(eq(pages.id, pageId)))[0]!.n;

describe("DELETE /api/me", () => {
  it("keeps the motions as 'Former member' and removes everything else of the member, counters exact", async () => {
    const m = await memberWithPassword();
    const { page, own, others } = await memberHistory(m.member, m.auth);
    const [followersBefore, reportedBefore] = [await followers(page.id), (await motionRow(others[2]!.id))!.openReports];

    expect(await okJson(await remove(m, { password: PASSWORD, motions: "anonymize" }))).toEqual({ message: accountMessages.accountDeleted });

    expect(await rowsOf(m.member.id)).toEqual({ users: 0, votes: 0, follows: 0, reports: 0, notifications: 0, settings: 0, tokens: 0 });
    expect((await loggedIn(m.token)).status).toBe(401);
    const kept = await okJson(await api().idea[":id"].$get({ param: { id: own[0]!.id } }));
    expect(kept.motion).toMatchObject({ idea: own[0]!.text, formerMember: true });
    expect((await motionRow(own[1]!.id))!.authorId).toBeNull();
    // The hidden motion's appeal still awaits its decision, without its author.
    expect((await db().select().from(appeals).where(eq(appeals.motionId, own[1]!.id)))[0]).toMatchObject({ userId: null });
    await expectExactCounters([...own, ...others].map((x) => x.id));
    expect((await motionRow(others[0]!.id))!.upCount).toBe(0);
    expect((await motionRow(others[1]!.id))!.downCount).toBe(0);
    expect(await followers(page.id)).toBe(followersBefore - 1);
    expect((await motionRow(others[2]!.id))!.openReports).toBe(reportedBefore - 1);
    await expectExactSiteTotals();
    expect(await subjectsTo(m.member.email, 1)).toContain("Your Plaza account was deleted");
  });

  it("takes the member off the followers of every city they followed", async () => {
    const m = await memberWithPassword();
    const [city, other] = [await insertCity(), await insertCity()];
    const stays = await memberWithPassword();
    for (const who of [m, stays]) await okJson(await api(who.auth).jurisdictions[":slug"].follow.$post({ param: { slug: city.slug } }));
    await okJson(await api(m.auth).jurisdictions[":slug"].follow.$post({ param: { slug: other.slug } }));
    await okJson(await remove(m, { password: PASSWORD, motions: "delete" }));
    const count = async (slug: string) => (await okJson(await api().jurisdictions[":slug"].$get({ param: { slug } }))).stats.followers;
    expect([await count(city.slug), await count(other.slug)]).toEqual([1, 0]);
    expect(await db().select().from(jurisdictionFollows).where(eq(jurisdictionFollows.userId, m.member.id))).toEqual([]);
  });

  it("deletes the motions with the account when asked, and the votes others cast on them", async () => {
    const m = await memberWithPassword();
    const { own } = await memberHistory(m.member, m.auth);
    const voter = await memberWithPassword();
    await okJson(await api(voter.auth).idea.vote.$post({ json: { ideaId: own[0]!.id } }));
    await okJson(await remove(m, { password: PASSWORD, motions: "delete" }));
    for (const motion of own) expect(await motionRow(motion.id)).toBeUndefined();
    expect((await api().idea[":id"].$get({ param: { id: own[0]!.id } })).status).toBe(404);
    expect(await db().select().from(votes).where(votesOfMember(voter.member.id))).toEqual([]);
    await expectExactSiteTotals();
  });

  it("names an appeal's author 'Former member' in the moderation log, which keeps its entries", async () => {
    const m = await memberWithPassword();
    const { own } = await memberHistory(m.member, m.auth);
    await db().insert(moderationLog).values({ id: crypto.randomUUID(), motionId: own[1]!.id, memberId: m.member.id, action: "appeal", actorName: m.member.name, actorRole: "member", appeal: true });
    await okJson(await remove(m, { password: PASSWORD, motions: "anonymize" }));
    const entries = await db().select().from(moderationLog).where(eq(moderationLog.motionId, own[1]!.id));
    expect(entries.map((e) => [e.actorName, e.memberId])).toEqual([["Former member", null]]);
  });

  it("refuses a wrong password, a missing choice or a missing confirmation, deleting nothing", async () => {
    const m = await memberWithPassword();
    await memberHistory(m.member, m.auth);
    const before = await rowsOf(m.member.id);
    expect(await errorJson(await remove(m, { password: "not my password", motions: "delete" }), 400)).toEqual({ message: accountMessages.currentPasswordWrong });
    expect((await errorJson(await m.me.$delete({ json: { password: PASSWORD } as never }), 400)).message).toBe(accountMessages.motionsChoiceRequired);
    expect((await errorJson(await remove(m, { motions: "delete" }), 400)).message).toBe(accountMessages.deletionConfirmRequired);
    expect(await rowsOf(m.member.id)).toEqual(before);
  });

  it("lets an account without a password confirm by e-mail; another member's link does not work", async () => {
    const member = await insertMember({ googleId: `google-${uniqueTag()}` });
    const me = api(bearer(await signMemberToken(env, member)), env).me;
    expect(await errorJson(await me.$delete({ json: { password: "a guess at it", motions: "delete" } }), 400)).toEqual({ message: accountMessages.noPasswordYet });
    expect(await okJson(await me["deletion-link"].$post())).toEqual({ message: accountMessages.deletionLinkSent });
    const token = await linkMailedTo(member.email, "/me/account", /Confirm deleting/);
    const stranger = await memberWithPassword();
    expect(await errorJson(await remove(stranger, { token, motions: "delete" }), 400)).toEqual({ message: authMessages.invalidLink });
    await okJson(await me.$delete({ json: { token, motions: "delete" } }));
    expect((await rowsOf(member.id)).users).toBe(0);
  });

  it("of two parallel deletions, one deletes and one confirmation mail goes out", async () => {
    const m = await memberWithPassword();
    const answers = await Promise.all([remove(m, { password: PASSWORD, motions: "anonymize" }), remove(m, { password: PASSWORD, motions: "anonymize" })]);
    expect(answers.map((r) => r.status).every((s) => [200, 401].includes(s))).toBe(true);
    expect((await rowsOf(m.member.id)).users).toBe(0);
    expect(await subjectsTo(m.member.email, 1)).toEqual(["Your Plaza account was deleted"]);
  });
});

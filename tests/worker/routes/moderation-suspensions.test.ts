import { describe, expect, it } from "vitest";
import { moderationMessages } from "../../../worker/contract/moderation";
import { api, errorJson, okJson } from "../support/client";
import { insertPage, signedInMember } from "../support/factories";
import { authoredMotion, report } from "../support/moderation";
import { adminSession, editorSession } from "../support/staff";

// POST /api/moderation/members/:id/suspension (admins): a suspended member gets 403 with a clear message on
// submit, vote and report, can still sign in and read their own data, and a lifted suspension ends it.

const suspend = (auth: Record<string, string>, id: string, suspension: "7d" | "30d" | "permanent" | "lift") =>
  api(auth).moderation.members[":id"].suspension.$post({ param: { id }, json: { suspension, reason: "Posted advertising three times." } });

describe("suspensions", () => {
  it("stops a member posting, voting and reporting until it is lifted; signing in and reading still work", async () => {
    const admin = await adminSession();
    const member = await signedInMember();
    const answer = await okJson(await suspend(admin.auth, member.member.id, "7d"));
    expect(answer.message).toBe(moderationMessages.suspensionSet);
    const until = new Date(answer.suspendedUntil!);
    expect(until.getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    const page = await insertPage();
    const { motion } = await authoredMotion();
    const refusals = [
      await api(member.auth).idea.add.$post({ json: { entityId: page.id, userIdea: "Plant one hundred street trees on Harbor Street this spring." } }),
      await api(member.auth).idea.vote.$post({ json: { ideaId: motion.id } }),
      await report(member.auth, motion.id),
    ];
    for (const res of refusals) expect((await errorJson(res, 403)).message).toBe(moderationMessages.suspended(until));
    await okJson(await api(member.auth).auth.loggedin.$get());
    await okJson(await api(member.auth).me.motions.$get({ query: {} }));

    expect((await okJson(await suspend(admin.auth, member.member.id, "lift"))).suspendedUntil).toBeNull();
    await okJson(await api(member.auth).idea.vote.$post({ json: { ideaId: motion.id } }));
  });

  it("says 'suspended' without a date when it is permanent, and logs every change", async () => {
    const admin = await adminSession();
    const member = await signedInMember();
    await okJson(await suspend(admin.auth, member.member.id, "permanent"));
    const { motion } = await authoredMotion();
    expect((await errorJson(await api(member.auth).idea.vote.$post({ json: { ideaId: motion.id } }), 403)).message).toBe(moderationMessages.suspended(null));
    await okJson(await suspend(admin.auth, member.member.id, "lift"));
    const { entries } = await okJson(await api(admin.auth).moderation.log.$get({ query: { limit: "50" } }));
    const mine = entries.filter((e) => e.member?._id === member.member.id);
    expect(mine.map((e) => e.action)).toEqual(["lift-suspension", "suspend"]);
    expect(mine[1]).toMatchObject({ note: "permanent: Posted advertising three times.", by: { name: admin.admin.name, role: "admin" } });
  });

  it("is for admins only (an editor gets 403), needs a reason, and 404s an unknown member", async () => {
    const member = await signedInMember();
    await errorJson(await suspend((await editorSession()).auth, member.member.id, "7d"), 403);
    const admin = await adminSession();
    const noReason = await api(admin.auth).moderation.members[":id"].suspension.$post({ param: { id: member.member.id }, json: { suspension: "7d", reason: "" } });
    expect((await errorJson(noReason, 400)).message).toBe(moderationMessages.suspensionReason);
    expect((await errorJson(await suspend(admin.auth, "no-such-member", "7d"), 404)).message).toBe(moderationMessages.memberNotFound);
  });
});

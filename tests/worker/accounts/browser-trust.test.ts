import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { purgeTrustLinks } from "../../../worker/accounts/browser-trust";
import { browserTrustMessages } from "../../../worker/contract/browser-trust";
import { browserTrustLinks } from "../../../worker/db/throttle-schema";
import { ACCOUNT_MAIL_QUEUE } from "../../../worker/jobs/account-mail";
import { api, errorJson, okJson } from "../support/client";
import { db, insertAdmin, insertMember } from "../support/factories";
import { mailsTo, uniqueEmail } from "../support/members";
import { deliver } from "../support/queue";

// The admin's mailed browser-trust links (worker/accounts/browser-trust.ts) through the account-mail
// consumer: only an admin is mailed, at most 3 a day per address however often anyone asks, and a stranger
// asking cannot use that cap to leave the admin without a working link.

const ask = (email: string, times = 1) => Array.from({ length: times }, () => ({ body: { kind: "admin-trust-link", email } }));
const tokensMailedTo = async (email: string) =>
  (await mailsTo(email)).flatMap((m) => m.links).map((l) => new URL(l)).filter((u) => u.pathname === "/admin/trust-browser").map((u) => u.searchParams.get("token")!);
const trust = (token: string) => api().admin["trust-browser"].$post({ json: { token } });
/** An hour passes: every link of the admin has expired. */
const anHourLater = (adminId: string) => db().update(browserTrustLinks).set({ expiresAt: Date.now() - 1 }).where(eq(browserTrustLinks.staffId, adminId));

describe("the admin's mailed browser-trust link", () => {
  it("goes to an admin only, never to a member's or an unknown address", async () => {
    const [admin, member, nobody] = [await insertAdmin(), await insertMember(), uniqueEmail("nobody")];
    const result = await deliver(ACCOUNT_MAIL_QUEUE, [...ask(admin.email), ...ask(member.email), ...ask(nobody)]);
    expect(result.explicitAcks.sort()).toEqual(["msg-0", "msg-1", "msg-2"]);
    expect(await tokensMailedTo(admin.email)).toHaveLength(1);
    expect(await mailsTo(member.email)).toEqual([]);
    expect(await mailsTo(nobody)).toEqual([]);
  });

  it("is mailed at most 3 times a day to one address, even from parallel deliveries", async () => {
    const admin = await insertAdmin();
    await Promise.all([deliver(ACCOUNT_MAIL_QUEUE, ask(admin.email, 5)), deliver(ACCOUNT_MAIL_QUEUE, ask(admin.email, 5))]);
    expect(await tokensMailedTo(admin.email)).toHaveLength(3);
  });

  it("stays usable when a stranger spent the cap: a request past it gives the newest mailed link another hour", async () => {
    const admin = await insertAdmin();
    await deliver(ACCOUNT_MAIL_QUEUE, ask(admin.email, 3)); // the stranger, at dawn
    const [newest, ...older] = await tokensMailedTo(admin.email);
    await anHourLater(admin.id);
    expect(await errorJson(await trust(newest!), 400)).toEqual({ message: browserTrustMessages.invalidLink });

    await deliver(ACCOUNT_MAIL_QUEUE, ask(admin.email)); // the admin, later: nothing new is mailed
    expect(await tokensMailedTo(admin.email)).toHaveLength(3);
    for (const token of older) expect((await trust(token)).status).toBe(400); // replaced by the newest
    expect(await okJson(await trust(newest!))).toEqual({ message: browserTrustMessages.browserTrusted });
  });

  it("is forgotten by the hourly purge once nothing can renew or spend it", async () => {
    const admin = await insertAdmin();
    await deliver(ACCOUNT_MAIL_QUEUE, ask(admin.email));
    const links = () => db().select().from(browserTrustLinks).where(eq(browserTrustLinks.staffId, admin.id));
    await purgeTrustLinks(db());
    expect(await links()).toHaveLength(1);
    await purgeTrustLinks(db(), Date.now() + 26 * 60 * 60_000);
    expect(await links()).toEqual([]);
  });
});

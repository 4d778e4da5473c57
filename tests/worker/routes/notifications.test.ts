import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { notificationMessages } from "../../../worker/contract/notifications";
import { signMemberToken } from "../../../worker/accounts/jwt";
import { signUnsubscribeToken } from "../../../worker/notifications/unsubscribe-token";
import { api, call, errorJson, okJson } from "../support/client";
import { castVote, insertMotion, insertPage, signedInMember } from "../support/factories";
import { mailsFor, postUpdate, waitForFanOut } from "../support/notifications";
import { editorSession } from "../support/staff";

// POST /api/notifications/unsubscribe?token=…: the one-click unsubscribe of a notification mail (RFC 8058),
// from the mail's List-Unsubscribe header or from the /notifications/unsubscribe screen.

const unsubscribe = (token: string) => api().notifications.unsubscribe.$post({ query: { token } });
const settingsOf = async (auth: Record<string, string>) => (await okJson(await api(auth).me["notification-settings"].$get())).settings;

/** A voter who got one notification mail; its one-click URL from the List-Unsubscribe header. */
async function mailedVoter() {
  const page = await insertPage();
  const motion = await insertMotion(page.id, { score: 70 });
  const voter = await signedInMember();
  await castVote(motion.id, voter.member.id, "down");
  const update = await postUpdate((await editorSession()).auth, motion.id, "open", "under_review");
  await waitForFanOut(update._id, { rows: 1, mailed: 1 });
  const [mail] = await mailsFor(voter.member.email);
  const oneClick = new URL(/^<(.+)>$/.exec(mail!.headers["List-Unsubscribe"]!)![1]!);
  return { voter, oneClick, token: oneClick.searchParams.get("token")! };
}

describe("POST /api/notifications/unsubscribe", () => {
  it("turns off the mailed category only, as a mail provider's one-click POST does", async () => {
    const { voter, oneClick } = await mailedVoter();
    // RFC 8058: the provider POSTs the header's URL with this form body and no credentials.
    const res = await call(`${oneClick.pathname}${oneClick.search}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: notificationMessages.unsubscribed("voter"), category: "voter" });
    expect(await settingsOf(voter.auth)).toEqual({ emailMyMotions: true, emailVoted: false, emailFollowed: true });
  });

  it("is idempotent: a second click says the same and changes nothing more", async () => {
    const { voter, token } = await mailedVoter();
    await okJson(await unsubscribe(token));
    expect((await okJson(await unsubscribe(token))).category).toBe("voter");
    expect((await settingsOf(voter.auth)).emailVoted).toBe(false);
  });

  it("answers 400 for a tampered, forged or foreign token and changes nothing", async () => {
    const { voter, token } = await mailedVoter();
    const [header, payload, signature] = token.split(".");
    const otherMember = await signedInMember();
    const claims = JSON.parse(atob(payload!.replaceAll("-", "+").replaceAll("_", "/")));
    const swapped = btoa(JSON.stringify({ ...claims, sub: otherMember.member.id })).replaceAll("=", "").replaceAll("+", "-").replaceAll("/", "_");
    const forged = await signUnsubscribeToken({ ...env, JWT_SECRET: "another-secret-that-is-long-enough-to-sign" }, { userId: voter.member.id, category: "voter" });
    const bad = [
      `${header}.${swapped}.${signature}`, // someone else's member id under the voter's signature
      `${header}.${payload}.${signature!.slice(0, -2)}AA`,
      forged,
      await signMemberToken(env, voter.member), // a session token is not an unsubscribe token
      "not-a-token",
    ];
    for (const t of bad) expect((await errorJson(await unsubscribe(t), 400)).message).toBe(notificationMessages.badToken);
    expect(await settingsOf(voter.auth)).toEqual({ emailMyMotions: true, emailVoted: true, emailFollowed: true });
    expect(await settingsOf(otherMember.auth)).toEqual({ emailMyMotions: true, emailVoted: true, emailFollowed: true });
    expect((await errorJson(await call("/api/notifications/unsubscribe", { method: "POST" }), 400)).message).toBe(notificationMessages.badToken);
  });

  it("changes nothing on GET (link scanners follow links)", async () => {
    const { voter, oneClick } = await mailedVoter();
    expect((await call(`${oneClick.pathname}${oneClick.search}`)).status).toBe(404);
    expect((await settingsOf(voter.auth)).emailVoted).toBe(true);
  });

  it("stops the next mails of that category while the in-app notifications go on", async () => {
    const page = await insertPage();
    const motion = await insertMotion(page.id, { score: 70 });
    const voter = await signedInMember();
    await castVote(motion.id, voter.member.id, "up");
    const editor = await editorSession();
    const first = await postUpdate(editor.auth, motion.id, "open", "under_review");
    await waitForFanOut(first._id, { rows: 1, mailed: 1 });
    const [mail] = await mailsFor(voter.member.email);
    await okJson(await unsubscribe(new URL(/^<(.+)>$/.exec(mail!.headers["List-Unsubscribe"]!)![1]!).searchParams.get("token")!));
    const second = await postUpdate(editor.auth, motion.id, "under_review", "accepted");
    await waitForFanOut(second._id, { rows: 1, mailed: 0 });
    expect(await mailsFor(voter.member.email)).toHaveLength(1);
  });
});

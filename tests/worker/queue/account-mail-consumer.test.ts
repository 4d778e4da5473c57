import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ACCOUNT_MAIL_QUEUE } from "../../../worker/jobs/account-mail";
import { insertMember } from "../support/factories";
import { mailsTo, register, uniqueEmail, verifiedMember } from "../support/members";
import { deliver } from "../support/queue";

// The "plaza-account-mail" consumer through the Worker's own queue handler: a reset link or a sign-in notice
// goes only to an address with an account (the request that queued it could not tell), and a failed mail
// is retried rather than lost.

const subjects = async (email: string) => (await mailsTo(email)).map((m) => m.subject);

describe("the plaza-account-mail consumer", () => {
  it("mails a reset link to an account's address and nothing to an address without one", async () => {
    const member = await verifiedMember();
    const nobody = uniqueEmail("nobody");
    const result = await deliver(ACCOUNT_MAIL_QUEUE, [
      { body: { kind: "password-reset", email: member.email } },
      { body: { kind: "password-reset", email: nobody } },
    ]);
    expect(result.explicitAcks.sort()).toEqual(["msg-0", "msg-1"]);
    expect(await subjects(member.email)).toContain("Reset your Plaza password");
    expect(await mailsTo(nobody)).toEqual([]);
  });

  it("sends the sign-in notice only to a verified account", async () => {
    const [verified, pending] = [await verifiedMember(), await register()];
    const result = await deliver(ACCOUNT_MAIL_QUEUE, [
      { body: { kind: "unusual-sign-in", email: verified.email } },
      { body: { kind: "unusual-sign-in", email: pending.email } },
    ]);
    expect(result.explicitAcks.sort()).toEqual(["msg-0", "msg-1"]);
    expect(await subjects(verified.email)).toContain("Unusual sign-in attempts on your Plaza account");
    expect(await subjects(pending.email)).not.toContain("Unusual sign-in attempts on your Plaza account");
  });

  it("retries a mail that failed, with a delay", async () => {
    const member = await insertMember();
    const broken = { ...env, MAIL: { send: async () => Promise.reject(new Error("mail down")) } as unknown as SendEmail };
    const result = await deliver(ACCOUNT_MAIL_QUEUE, [{ body: { kind: "password-reset", email: member.email }, attempts: 1 }], broken);
    expect(result.explicitAcks).toEqual([]);
    expect(result.retryMessages).toEqual([{ msgId: "msg-0", delaySeconds: expect.any(Number) }]);
  });

  it("mails an e-mail change's new address at most 3 times, however often its message is redelivered", async () => {
    const member = await insertMember();
    const body = { kind: "email-change", userId: member.id, newEmail: uniqueEmail("victim") };
    const again = () => deliver(ACCOUNT_MAIL_QUEUE, [{ body, id: "same" }, { body, id: "same", attempts: 2 }]);
    await Promise.all([again(), again(), again()]);
    expect(await mailsTo(body.newEmail)).toHaveLength(3);
    expect(await mailsTo(member.email)).toHaveLength(6); // the requester's own notices are not capped
  });

  it("acknowledges a malformed message", async () => {
    const result = await deliver(ACCOUNT_MAIL_QUEUE, [{ body: { kind: "welcome", email: "a@b.example" } }, { body: "x" }]);
    expect(result.explicitAcks.sort()).toEqual(["msg-0", "msg-1"]);
  });
});

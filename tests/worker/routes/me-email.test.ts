import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { accountMessages } from "../../../worker/contract/account";
import { authMessages } from "../../../worker/contract/auth";
import { linkMailedTo, memberWithPassword, subjectsTo } from "../support/account";
import { api, bearer, errorJson, freshIp, okJson } from "../support/client";
import { inOneMinute } from "../support/rate-limits";
import { insertMember } from "../support/factories";
import { login, mailsTo, PASSWORD, uniqueEmail } from "../support/members";
import { signMemberToken } from "../../../worker/accounts/jwt";
import { directory } from "../../../worker/db/placement";

// Changing the e-mail address: POST /api/me/email (current password; the same answer whatever the new
// address), the link to the new address (POST /api/auth/email-change/:token), notices to the old address
// and to the owner of an address already in use.

const confirm = (token: string) => api().auth["email-change"][":token"].$post({ param: { token } });
const currentEmail = async (id: string) => (await directory(env).prepare("SELECT email FROM users WHERE id = ?").bind(id).first<{ email: string }>())!.email;

describe("POST /api/me/email", () => {
  it("mails a link to the new address and a notice to the old; the address changes only when the link is opened", async () => {
    const { member, me } = await memberWithPassword();
    const next = uniqueEmail("moved");
    const res = await me.email.$post({ json: { currentPassword: PASSWORD, email: next.toUpperCase() } });
    expect(await okJson(res, 202)).toEqual({ message: accountMessages.emailChangeSent(next) });
    const token = await linkMailedTo(next, "/confirm-email");
    expect(await subjectsTo(member.email, 1)).toContain("Your Plaza email address is changing");
    expect(await currentEmail(member.id)).toBe(member.email);

    expect(await okJson(await confirm(token))).toMatchObject({ message: accountMessages.emailChanged, user: { _id: member.id, email: next } });
    expect(await currentEmail(member.id)).toBe(next);
    expect((await login(next, PASSWORD)).status).toBe(200);
    expect((await login(member.email, PASSWORD)).status).toBe(401);
    // Single use.
    expect(await errorJson(await confirm(token), 400)).toEqual({ message: authMessages.invalidLink });
  });

  it("answers an address in use exactly as a free one; its owner gets a notice, nobody gets a link, nothing changes", async () => {
    const taken = await insertMember();
    const { member, me } = await memberWithPassword();
    const free = await memberWithPassword();
    const [toTaken, toFree] = [
      await me.email.$post({ json: { currentPassword: PASSWORD, email: taken.email } }),
      await free.me.email.$post({ json: { currentPassword: PASSWORD, email: uniqueEmail("free") } }),
    ];
    expect([toTaken.status, toFree.status]).toEqual([202, 202]);
    expect(Object.keys(await toTaken.json())).toEqual(Object.keys(await toFree.json()));
    expect(await subjectsTo(taken.email, 1)).toEqual(["Someone tried to use your email on Plaza"]);
    expect((await mailsTo(taken.email)).flatMap((m) => m.links).some((l) => l.includes("/confirm-email"))).toBe(false);
    // The requester's old address is told in both cases, so its mailbox cannot tell them apart either.
    expect(await subjectsTo(member.email, 1)).toEqual(["Your Plaza email address is changing"]);
    expect(await currentEmail(member.id)).toBe(member.email);
  });

  it("answers 409 when the address was taken between the mail and the click", async () => {
    const { member, me } = await memberWithPassword();
    const next = uniqueEmail("race");
    await okJson(await me.email.$post({ json: { currentPassword: PASSWORD, email: next } }), 202);
    const token = await linkMailedTo(next, "/confirm-email");
    await insertMember({ email: next });
    expect(await errorJson(await confirm(token), 409)).toEqual({ message: authMessages.emailTaken });
    expect(await currentEmail(member.id)).toBe(member.email);
  });

  it("refuses a wrong current password, the same address, a malformed one, and an account without a password", async () => {
    const { member, me } = await memberWithPassword();
    expect(await errorJson(await me.email.$post({ json: { currentPassword: "wrong password", email: uniqueEmail() } }), 400)).toEqual({
      message: accountMessages.currentPasswordWrong,
    });
    expect(await errorJson(await me.email.$post({ json: { currentPassword: PASSWORD, email: member.email } }), 400)).toEqual({ message: accountMessages.sameEmail });
    expect((await errorJson(await me.email.$post({ json: { currentPassword: PASSWORD, email: "not-an-address" } }), 400)).message).toBe(authMessages.emailInvalid);
    const google = await insertMember({ googleId: `google-${crypto.randomUUID()}` });
    const googleMe = api(bearer(await signMemberToken(env, google))).me;
    expect(await errorJson(await googleMe.email.$post({ json: { currentPassword: "whatever it is", email: uniqueEmail() } }), 400)).toEqual({
      message: accountMessages.passwordNeededForEmail,
    });
    expect(await currentEmail(member.id)).toBe(member.email);
  });

  it("refuses forged, unknown and other-purpose tokens as invalid links, five a minute per address", async () => {
    expect(await errorJson(await confirm("a".repeat(43)), 400)).toEqual({ message: authMessages.invalidLink });
    const statuses = await inOneMinute(async () => {
      const from = { "CF-Connecting-IP": freshIp() };
      const tries: number[] = [];
      for (let i = 0; i < 6; i++) tries.push((await api(from).auth["email-change"][":token"].$post({ param: { token: `forged-${i}` } })).status);
      return tries;
    });
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

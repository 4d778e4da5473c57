import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { accountMessages } from "../../../worker/contract/account";
import { authMessages } from "../../../worker/contract/auth";
import { linkMailedTo, memberWithPassword, subjectsTo } from "../support/account";
import { api, bearer, errorJson, okJson } from "../support/client";
import { insertMember } from "../support/factories";
import { loggedIn, login, PASSWORD } from "../support/members";
import { signMemberToken } from "../../../worker/accounts/jwt";

// Changing the password (POST /api/me/password), a Google-only account's first password (POST
// /api/me/password/link) and "Sign out everywhere" (POST /api/me/sessions/revoke).

const NEW_PASSWORD = "a brand new passphrase";

describe("POST /api/me/password", () => {
  it("changes the password: this session continues with a new token, every other session ends, a notice is mailed", async () => {
    const { member, me, token: thisSession } = await memberWithPassword();
    const otherSession = await signMemberToken(env, member);
    const body = await okJson(await me.password.$post({ json: { currentPassword: PASSWORD, password: NEW_PASSWORD } }));
    expect(body).toMatchObject({ message: accountMessages.passwordChanged, user: { _id: member.id } });
    expect((await loggedIn(body.token)).status).toBe(200);
    expect((await loggedIn(thisSession)).status).toBe(401);
    expect((await loggedIn(otherSession)).status).toBe(401);
    expect((await login(member.email, PASSWORD)).status).toBe(401);
    expect((await login(member.email, NEW_PASSWORD)).status).toBe(200);
    expect(await subjectsTo(member.email, 1)).toContain("Your Plaza password was changed");
  });

  it("refuses a wrong current password with 400 and a clear message, changing nothing", async () => {
    const { member, me, token } = await memberWithPassword();
    const res = await me.password.$post({ json: { currentPassword: "not my password", password: NEW_PASSWORD } });
    expect(await errorJson(res, 400)).toEqual({ message: accountMessages.currentPasswordWrong });
    expect((await loggedIn(token)).status).toBe(200);
    expect((await login(member.email, PASSWORD)).status).toBe(200);
  });

  it("validates with the sign-up rules and refuses the same password", async () => {
    const { me } = await memberWithPassword();
    const cases: [Record<string, string>, string][] = [
      [{ currentPassword: "", password: NEW_PASSWORD }, accountMessages.currentPasswordRequired],
      [{ currentPassword: PASSWORD, password: "short" }, authMessages.passwordTooShort],
      [{ currentPassword: PASSWORD, password: "x".repeat(129) }, authMessages.passwordTooLong],
      [{ currentPassword: PASSWORD, password: PASSWORD }, accountMessages.samePassword],
    ];
    for (const [json, message] of cases) {
      const res = await me.password.$post({ json: json as { currentPassword: string; password: string } });
      expect((await errorJson(res, 400)).message).toBe(message);
    }
  });

  it("of two parallel changes from one session, only one lands; the other is told to sign in again", async () => {
    const { member, me } = await memberWithPassword();
    const [a, b] = await Promise.all([
      me.password.$post({ json: { currentPassword: PASSWORD, password: `${NEW_PASSWORD} one` } }),
      me.password.$post({ json: { currentPassword: PASSWORD, password: `${NEW_PASSWORD} two` } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 401]);
    const won = a.status === 200 ? `${NEW_PASSWORD} one` : `${NEW_PASSWORD} two`;
    expect((await login(member.email, won)).status).toBe(200);
  });

  it("tells a Google-only account it has no password yet", async () => {
    const member = await insertMember({ googleId: "google-only-1" });
    const me = api(bearer(await signMemberToken(env, member))).me;
    const res = await me.password.$post({ json: { currentPassword: "anything at all", password: NEW_PASSWORD } });
    expect(await errorJson(res, 400)).toEqual({ message: accountMessages.noPasswordYet });
  });
});

describe("POST /api/me/password/link", () => {
  it("mails a Google-only account a one-hour link that sets its first password", async () => {
    const member = await insertMember({ googleId: `google-${crypto.randomUUID()}` });
    const me = api(bearer(await signMemberToken(env, member)), env).me;
    expect(await okJson(await me.password.link.$post())).toEqual({ message: accountMessages.setPasswordLinkSent });
    const token = await linkMailedTo(member.email, "/reset-password", /Set a password/);
    await okJson(await api().auth["reset-password"][":token"].$post({ param: { token }, json: { password: NEW_PASSWORD } }));
    expect((await login(member.email, NEW_PASSWORD)).status).toBe(200);
  });

  it("refuses an account that already has a password", async () => {
    const { me } = await memberWithPassword();
    expect(await errorJson(await me.password.link.$post(), 400)).toEqual({ message: accountMessages.hasPassword });
  });
});

describe("POST /api/me/sessions/revoke", () => {
  it("signs out every session, this one included; signing in again works", async () => {
    const { member, me, token } = await memberWithPassword();
    const other = await signMemberToken(env, member);
    expect(await okJson(await me.sessions.revoke.$post())).toEqual({ message: accountMessages.signedOutEverywhere });
    expect((await loggedIn(token)).status).toBe(401);
    expect((await loggedIn(other)).status).toBe(401);
    const again = await okJson(await login(member.email, PASSWORD));
    expect((await loggedIn(again.token)).status).toBe(200);
  });
});

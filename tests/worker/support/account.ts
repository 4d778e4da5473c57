import { env } from "cloudflare:test";
import { expect, vi } from "vitest";
import { api, bearer } from "./client";
import { insertMember } from "./factories";
import { mailsTo, PASSWORD } from "./members";
import { signMemberToken } from "../../../worker/accounts/jwt";
import { hashPassword } from "../../../worker/accounts/password";

// Helpers for the tests of a member's own account (/api/me): members who sign in with PASSWORD, and the
// mailed links of the account's flows.

let hash: Promise<string> | undefined;
/** One PBKDF2 run per test file for all its members. */
const passwordHash = () => (hash ??= hashPassword(PASSWORD));

/** A verified member with PASSWORD and a session token, as login would sign it. */
export const memberWithPassword = async (overrides: Parameters<typeof insertMember>[0] = {}) => {
  const member = await insertMember({ passwordHash: await passwordHash(), ...overrides });
  const token = await signMemberToken(env, member);
  return { member, token, auth: bearer(token), me: api(bearer(token), env).me };
};

/** The token of the newest link to `path` mailed to `to`, waiting for it (queue mails come after the answer). */
export const linkMailedTo = async (to: string, path: string, subject?: RegExp) =>
  vi.waitFor(
    async () => {
      const mails = (await mailsTo(to)).filter((m) => !subject || subject.test(m.subject));
      const link = mails.flatMap((m) => m.links).find((l) => new URL(l).pathname === path);
      expect(link, `a ${path} link mailed to ${to}`).toBeDefined();
      return new URL(link!).searchParams.get("token")!;
    },
    { timeout: 5_000, interval: 50 },
  );

/** The subjects of the mails to `to`, once at least `count` have arrived. */
export const subjectsTo = async (to: string, count: number) =>
  vi.waitFor(
    async () => {
      const subjects = (await mailsTo(to)).map((m) => m.subject);
      expect(subjects.length).toBeGreaterThanOrEqual(count);
      return subjects;
    },
    { timeout: 5_000, interval: 50 },
  );

import { expect } from "vitest";
import { call, uniqueTag } from "./factories";

// Helpers for the auth tests: calls as the SPA makes them, each from its own client address by default so the
// per-IP rate limits of one test never leak into another.

export type UserJson = { _id: string; name: string; email: string; isVerified: boolean; profile: { link: string | null } };
export type MailJson = { to: string; replyTo: string | null; subject: string; text: string; links: string[]; sentAt: string };
export const PASSWORD = "correct horse battery";

/** A random documentation-range IPv6 address, so rate-limit keys are unique to the caller. */
export const freshIp = () => `2001:db8::${uniqueTag().slice(0, 4)}:${uniqueTag().slice(0, 4)}`;
export const uniqueEmail = (prefix = "member") => `${prefix}-${uniqueTag()}@example.test`;

export const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(`/api/auth${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": freshIp(), ...headers },
    body: JSON.stringify(body),
  });

export const getAuth = (path: string, token?: string) =>
  call(`/api/auth${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });

/** The dev outbox as a client reads it, only the mails to `to`, newest first. */
export const mailsTo = async (to: string) => {
  const res = await call("/api/dev/mail");
  expect(res.status).toBe(200);
  const { mails } = (await res.json()) as { mails: MailJson[] };
  return mails.filter((m) => m.to === to);
};

/** The token of the newest mailed link to `path` (/verify-email or /reset-password) for `to`. */
export const mailedToken = async (to: string, path: "/verify-email" | "/reset-password") => {
  const [mail] = await mailsTo(to);
  const link = mail?.links.find((l) => new URL(l).pathname === path);
  expect(link, `a ${path} link mailed to ${to}`).toBeDefined();
  return new URL(link!).searchParams.get("token")!;
};

export const register = async (email = uniqueEmail(), password = PASSWORD, name = "Ada Lovelace") => {
  const res = await postJson("/register", { name, email, password });
  expect(res.status).toBe(201);
  return { email, password, ...((await res.json()) as { message: string; user: UserJson }) };
};

export const login = (email: string, password = PASSWORD) => postJson("/login", { email, password });

/** A registered member who opened the verification link: answers the signed-in token and user. */
export const verifiedMember = async () => {
  const { email, password } = await register();
  const res = await getAuth(`/verify-email/${await mailedToken(email, "/verify-email")}`);
  expect(res.status).toBe(200);
  return { email, password, ...((await res.json()) as { token: string; user: UserJson }) };
};

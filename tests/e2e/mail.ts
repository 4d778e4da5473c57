import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures";

type Mail = { to: string; subject: string; text: string; links: string[]; sentAt: string };

/** The newest link to `path` mailed to `to`, read from the development outbox like a developer would. */
export async function mailedLink(request: APIRequestContext, to: string, path: "/verify-email" | "/reset-password") {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const { mails } = (await (await request.get("/api/dev/mail")).json()) as { mails: Mail[] };
      link = mails.filter((m) => m.to === to).flatMap((m) => m.links).find((l) => new URL(l).pathname === path);
      return link;
    })
    .toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

export const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** A member who signed up and confirmed the address, made through the public API. */
export async function verifiedMember(request: APIRequestContext, name: string, password: string) {
  const email = uniqueEmail(name.toLowerCase().replace(/\W+/g, "-"));
  expect((await request.post("/api/auth/register", { data: { name, email, password } })).status()).toBe(201);
  const link = await mailedLink(request, email, "/verify-email");
  const token = new URL(link, "http://x").searchParams.get("token")!;
  expect((await request.get(`/api/auth/verify-email/${token}`)).ok()).toBe(true);
  return { name, email, password };
}

/** Signs `member` in the way the app does after a login: the token in local storage under `token`. */
export async function signIn(page: import("@playwright/test").Page, request: APIRequestContext, member: { email: string; password: string }) {
  const res = await request.post("/api/auth/login", { data: { email: member.email, password: member.password } });
  expect(res.status()).toBe(200);
  const { token } = (await res.json()) as { token: string };
  await page.addInitScript((value) => window.localStorage.setItem("token", value), token);
}

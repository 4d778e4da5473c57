import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hashPassword } from "../../../worker/accounts/password";
import { browserTrustMessages } from "../../../worker/contract/browser-trust";
import { staffMessages } from "../../../worker/contract/back-office";
import { loginThrottles } from "../../../worker/db/throttle-schema";
import { api, errorJson, freshIp, okJson } from "../support/client";
import { db, insertEditor, uniqueTag } from "../support/factories";
import { adminSession, editorSession } from "../support/staff";

// An editor under attack (README.md, "Sign-in throttling"): editors sign in by username and have no e-mail
// address, so an admin makes them a one-time browser-trust link (POST /api/admin/editor/:id/trust-link,
// shown once); the page it opens POSTs it (POST /api/editor/trust-browser), and that browser signs in with
// the right password while the stranger's attempts stay throttled.

const PASSWORD = "editor-pass";
const WRONG = "wrong-pass";

const editorWithPassword = async () => insertEditor({ username: `ed-${uniqueTag()}`, passwordHash: await hashPassword(PASSWORD) });
const from = (ip: string, cookie?: string) => api({ "CF-Connecting-IP": ip, ...(cookie ? { Cookie: cookie } : {}) }).editor;
const login = (username: string, password: string, ip: string, cookie?: string) => from(ip, cookie).login.$post({ json: { username, password } });
const trust = (token: string, ip = freshIp()) => from(ip)["trust-browser"].$post({ json: { token } });
const makeLink = (auth: Record<string, string>, id: string) => api(auth).admin.editor[":id"]["trust-link"].$post({ param: { id } });
const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;
const cookieOf = (res: { headers: Headers }) => res.headers.get("Set-Cookie")?.split(";")[0];

describe("an editor under attack, in a browser that never signed in", () => {
  it("after 50 wrong sign-ins by a stranger, signs in through the admin's one-time link; the stranger still waits", async () => {
    const editor = await editorWithPassword();
    const attacker = [freshIp(), freshIp()];
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) statuses.push((await login(editor.username, WRONG, attacker[i % 2]!)).status);
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(401));
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(40);
    // The attacker keeps retrying whenever the wait ends: the account stays at the longest wait.
    await db()
      .update(loginThrottles)
      .set({ failures: 40, lockedUntil: Date.now() + 15 * 60_000 })
      .where(eq(loginThrottles.key, `editor:${editor.username.toLowerCase()}`));

    const home = freshIp();
    expect((await login(editor.username, PASSWORD, home)).status).toBe(429);

    const { auth } = await adminSession();
    const made = await okJson(await makeLink(auth, editor.id));
    expect(made).toEqual({ message: browserTrustMessages.editorLinkMade, link: expect.any(String), expiresAt: expect.any(String) });
    expect(new URL(made.link).pathname).toBe("/editor/trust-browser");
    expect(Date.parse(made.expiresAt) - Date.now()).toBeGreaterThan(50 * 60_000);

    const trusted = await trust(tokenOf(made.link), home);
    expect(await okJson(trusted)).toEqual({ message: browserTrustMessages.browserTrusted });
    const cookie = cookieOf(trusted)!;
    // The username as the editor types it: it matches case-insensitively, so the cookie does too.
    const signedIn = await okJson(await login(editor.username.toUpperCase(), PASSWORD, home, cookie));
    expect(signedIn.editor._id).toBe(editor.id);
    expect((await login(editor.username, WRONG, attacker[0]!)).status).toBe(429);
    expect(await errorJson(await trust(tokenOf(made.link)), 400)).toEqual({ message: browserTrustMessages.invalidLink });
  });

  it("keeps one link alive per editor: a new one replaces the last", async () => {
    const editor = await editorWithPassword();
    const { auth } = await adminSession();
    const first = await okJson(await makeLink(auth, editor.id));
    const second = await okJson(await makeLink(auth, editor.id));
    expect(await errorJson(await trust(tokenOf(first.link)), 400)).toEqual({ message: browserTrustMessages.invalidLink });
    await okJson(await trust(tokenOf(second.link)));
  });

  it("answers 404 for an unknown editor, and an editor's link is no admin's", async () => {
    const { auth } = await adminSession();
    expect(await errorJson(await makeLink(auth, crypto.randomUUID()), 404)).toEqual({ message: staffMessages.editorNotFound });
    const editor = await editorWithPassword();
    const made = await okJson(await makeLink(auth, editor.id));
    const asAdmin = await api()["admin"]["trust-browser"].$post({ json: { token: tokenOf(made.link) } });
    expect(await errorJson(asAdmin, 400)).toEqual({ message: browserTrustMessages.invalidLink });
    await okJson(await trust(tokenOf(made.link))); // still unspent
  });

  it("is made by admins only", async () => {
    const editor = await editorWithPassword();
    const { auth } = await editorSession();
    expect((await makeLink(auth, editor.id)).status).toBe(403);
    expect((await makeLink({}, editor.id)).status).toBe(401);
  });
});

import { Hono } from "hono";
import { makeEditorTrustLink, spendTrustLink } from "../accounts/browser-trust";
import { requireAdmin } from "../accounts/staff-guard";
import { addEditor, listEditors, removeEditor, resetEditorPassword, signInAdmin } from "../accounts/staff-accounts";
import { toAdmin, toEditor } from "../accounts/staff-json";
import { addEditorBody, adminLoginBody, staffMessages } from "../contract/back-office";
import { browserTrustMessages, trustBrowserBody, trustLinkBody } from "../contract/browser-trust";
import { idParam } from "../contract/lists";
import { getDb } from "../db/client";
import { enqueueAccountMail } from "../jobs/account-mail";
import { NO_STORE_HEADERS } from "../http/cache-control";
import { clientIp } from "../http/client-address";
import { rateLimit } from "../http/rate-limit";
import { guardSignIn, trustThisDevice } from "../http/sign-in-guard";
import { validate } from "../http/validate";
import type { AppEnv } from "../shared/app-env";
import { httpError } from "../shared/errors";

// Admin sign-in, the admin's editors, and trusting a browser (README.md, "Sign-in throttling"). Every route
// but login and the browser-trust pair sits behind requireAdmin, which re-reads the account on each request.
// Staff answers name accounts (and once, a password or a link): never cached.

export const adminRoutes = new Hono<AppEnv>()
  .post("/login", validate("json", adminLoginBody), async (c) => {
    const { email, password } = c.req.valid("json");
    const { admin, token } = await guardSignIn(c, { kind: "admin", login: email }, () => signInAdmin(getDb(c), c.env, email, password));
    return c.json({ message: staffMessages.loggedIn, admin: toAdmin(admin), adminToken: token }, 200, NO_STORE_HEADERS);
  })
  // The sign-in screen offers this while the account waits: the same answer for any address; the queue
  // mails only an admin (capped per address), so neither the answer nor its timing tells who is one.
  .post("/trust-link", validate("json", trustLinkBody), async (c) => {
    await rateLimit(c.env.AUTH_MAIL_LIMITER, `trust-link:${clientIp(c)}`);
    const queued = await enqueueAccountMail(c.env, { kind: "admin-trust-link", email: c.req.valid("json").email });
    if (!queued) throw httpError(503, browserTrustMessages.linkFailed);
    return c.json({ message: browserTrustMessages.linkSent }, 202, NO_STORE_HEADERS);
  })
  // POSTed by the page the mailed link opens (never on opening it: mail scanners follow links).
  .post("/trust-browser", validate("json", trustBrowserBody), async (c) => {
    await rateLimit(c.env.AUTH_MAIL_LIMITER, `trust-browser:${clientIp(c)}`);
    await trustThisDevice(c, await spendTrustLink(getDb(c), "admin", c.req.valid("json").token));
    return c.json({ message: browserTrustMessages.browserTrusted }, 200, NO_STORE_HEADERS);
  })
  .get("/loggedin", requireAdmin, (c) => c.json({ admin: toAdmin(c.var.staff.admin) }, 200, NO_STORE_HEADERS))
  // A plain array, as the original client reads it.
  .get("/editor", requireAdmin, async (c) => c.json((await listEditors(getDb(c))).map(toEditor), 200, NO_STORE_HEADERS))
  .post("/editor/add", requireAdmin, validate("json", addEditorBody), async (c) => {
    const { username, password } = c.req.valid("json");
    const editor = await addEditor(getDb(c), username, password);
    return c.json({ message: staffMessages.editorAdded, editor: toEditor(editor) }, 201, NO_STORE_HEADERS);
  })
  .delete("/editor/remove/:id", requireAdmin, validate("param", idParam), async (c) => {
    await removeEditor(getDb(c), c.req.valid("param").id);
    return c.json({ message: staffMessages.editorRemoved }, 200, NO_STORE_HEADERS);
  })
  .post("/editor/:id/reset-password", requireAdmin, validate("param", idParam), async (c) => {
    const password = await resetEditorPassword(getDb(c), c.req.valid("param").id);
    return c.json({ message: staffMessages.passwordResetDone, password }, 200, NO_STORE_HEADERS);
  })
  // Editors have no e-mail address: an admin hands them the link (shown once) to open in their new browser.
  .post("/editor/:id/trust-link", requireAdmin, validate("param", idParam), async (c) => {
    const { link, expiresAt } = await makeEditorTrustLink(getDb(c), c.env.APP_URL, c.req.valid("param").id);
    return c.json({ message: browserTrustMessages.editorLinkMade, link, expiresAt }, 200, NO_STORE_HEADERS);
  });

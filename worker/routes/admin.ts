import { Hono } from "hono";
import { makeEditorTrustLink, spendTrustLink } from "../accounts/browser-trust";
import { requireAdmin } from "../accounts/staff-guard";
import { addEditor, assertEditorInReach, listEditors, removeEditor, resetEditorPassword, signInAdmin } from "../accounts/staff-accounts";
import { chosenJurisdiction, staffReach } from "../accounts/staff-scope";
import { toAdmin, toEditor } from "../accounts/staff-json";
import { addEditorBody, adminLoginBody, staffMessages } from "../contract/back-office";
import { browserTrustMessages, trustBrowserBody, trustLinkBody } from "../contract/browser-trust";
import { jurisdictionCreateBody, jurisdictionRenameBody } from "../contract/jurisdiction-admin";
import { jurisdictionParam } from "../contract/jurisdiction-schemas";
import { jurisdictionMessages } from "../contract/jurisdictions";
import { idParam } from "../contract/lists";
import { getDb, getDbNamed } from "../db/client";
import { SHARDS } from "../db/placement";
import { echoRename } from "../jurisdictions/copies";
import { enqueueAccountMail } from "../jobs/account-mail";
import { NO_STORE_HEADERS } from "../http/cache-control";
import { clientIp } from "../http/client-address";
import { rateLimit } from "../http/rate-limit";
import { guardSignIn, trustThisDevice } from "../http/sign-in-guard";
import { validate } from "../http/validate";
import { createJurisdiction, jurisdictionsInReach, renameJurisdiction } from "../jurisdictions/manage";
import { toJurisdiction, toStats } from "../jurisdictions/serialize";
import { listJurisdictions } from "../jurisdictions/tree";
import type { AppEnv } from "../shared/app-env";
import { httpError } from "../shared/errors";

// Admin sign-in, the admin's editors, and trusting a browser (README.md, "Sign-in throttling"). Every route
// but login and the browser-trust pair sits behind requireAdmin, which re-reads the account on each request.
// An admin manages the editors of their reach only (README.md, "Staff per jurisdiction"): 403 for another's.
// Staff answers name accounts (and once, a password or a link): never cached.

export const adminRoutes = new Hono<AppEnv>()
  .post("/login", validate("json", adminLoginBody), async (c) => {
    const { email, password } = c.req.valid("json");
    const signedIn = await guardSignIn(c, { kind: "admin", login: email }, () => signInAdmin(getDb(c), c.env, email, password));
    const admin = toAdmin(signedIn.admin, signedIn.jurisdiction);
    return c.json({ message: staffMessages.loggedIn, admin, adminToken: signedIn.token }, 200, NO_STORE_HEADERS);
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
  .get("/loggedin", requireAdmin, (c) => c.json({ admin: toAdmin(c.var.staff.admin, c.var.staff.jurisdiction) }, 200, NO_STORE_HEADERS))
  // A plain array, as the original client reads it.
  .get("/editor", requireAdmin, async (c) => {
    const rows = await listEditors(getDb(c), staffReach(c.var.staff));
    return c.json(rows.map((row) => toEditor(row.editor, row.jurisdiction)), 200, NO_STORE_HEADERS);
  })
  // The new editor belongs to the jurisdiction the form names (within the admin's reach), else the admin's own
  // (a national admin's: the first city, where a single-city Plaza keeps everything).
  .post("/editor/add", requireAdmin, validate("json", addEditorBody), async (c) => {
    const { username, password, jurisdiction: slug } = c.req.valid("json");
    const db = getDb(c);
    const jurisdiction = await chosenJurisdiction(db, c.var.staff, slug);
    const editor = await addEditor(db, username, password, jurisdiction);
    return c.json({ message: staffMessages.editorAdded, editor: toEditor(editor, jurisdiction) }, 201, NO_STORE_HEADERS);
  })
  .delete("/editor/remove/:id", requireAdmin, validate("param", idParam), async (c) => {
    const db = getDb(c);
    await assertEditorInReach(db, staffReach(c.var.staff), c.req.valid("param").id);
    await removeEditor(db, c.req.valid("param").id);
    return c.json({ message: staffMessages.editorRemoved }, 200, NO_STORE_HEADERS);
  })
  .post("/editor/:id/reset-password", requireAdmin, validate("param", idParam), async (c) => {
    const db = getDb(c);
    await assertEditorInReach(db, staffReach(c.var.staff), c.req.valid("param").id);
    const password = await resetEditorPassword(db, c.req.valid("param").id);
    return c.json({ message: staffMessages.passwordResetDone, password }, 200, NO_STORE_HEADERS);
  })
  // Editors have no e-mail address: an admin hands them the link (shown once) to open in their new browser.
  .post("/editor/:id/trust-link", requireAdmin, validate("param", idParam), async (c) => {
    await assertEditorInReach(getDb(c), staffReach(c.var.staff), c.req.valid("param").id);
    const { link, expiresAt } = await makeEditorTrustLink(getDb(c), c.env.APP_URL, c.req.valid("param").id);
    return c.json({ message: browserTrustMessages.editorLinkMade, link, expiresAt }, 200, NO_STORE_HEADERS);
  })
  // The tree an admin manages (README.md, "Staff per jurisdiction"): their reach with its totals, and adding and
  // renaming below it. Read here rather than from the cached public list, so a new district shows at once.
  .get("/jurisdictions", requireAdmin, async (c) => {
    const rows = jurisdictionsInReach(await listJurisdictions(getDb(c)), staffReach(c.var.staff));
    return c.json({ jurisdictions: rows.map((row) => ({ ...toJurisdiction(row), stats: toStats(row) })) }, 200, NO_STORE_HEADERS);
  })
  .post("/jurisdictions", requireAdmin, validate("json", jurisdictionCreateBody), async (c) => {
    const row = await createJurisdiction(getDb(c), staffReach(c.var.staff), c.req.valid("json"));
    return c.json({ message: jurisdictionMessages.created, jurisdiction: toJurisdiction(row) }, 201, NO_STORE_HEADERS);
  })
  .patch("/jurisdictions/:slug", requireAdmin, validate("param", jurisdictionParam), validate("json", jurisdictionRenameBody), async (c) => {
    const row = await renameJurisdiction(getDb(c), staffReach(c.var.staff), c.req.valid("param").slug, c.req.valid("json"));
    // Copies of the row on other databases take the new names (README.md, "Databases", routing by placement).
    await echoRename(SHARDS.map((name) => getDbNamed(c, name)), row);
    return c.json({ message: jurisdictionMessages.updated, jurisdiction: toJurisdiction(row) }, 200, NO_STORE_HEADERS);
  });

import { Hono } from "hono";
import { requireAdmin } from "../accounts/staff-guard";
import { addEditor, listEditors, removeEditor, resetEditorPassword, signInAdmin } from "../accounts/staff-accounts";
import { toAdmin, toEditor } from "../accounts/staff-json";
import { addEditorBody, adminLoginBody, staffMessages } from "../contract/back-office";
import { idParam } from "../contract/lists";
import { getDb } from "../db/client";
import { NO_STORE_HEADERS } from "../http/cache-control";
import { guardSignIn } from "../http/sign-in-guard";
import { validate } from "../http/validate";
import type { AppEnv } from "../shared/app-env";

// Admin sign-in and the admin's editors. Every route but login sits behind requireAdmin, which re-reads the
// account on each request. Staff answers name accounts (and once, a password): never cached.

export const adminRoutes = new Hono<AppEnv>()
  .post("/login", validate("json", adminLoginBody), async (c) => {
    const { email, password } = c.req.valid("json");
    const { admin, token } = await guardSignIn(c, { kind: "admin", login: email }, () => signInAdmin(getDb(c), c.env, email, password));
    return c.json({ message: staffMessages.loggedIn, admin: toAdmin(admin), adminToken: token }, 200, NO_STORE_HEADERS);
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
  });

import { Hono } from "hono";
import { signInEditor } from "../accounts/staff-accounts";
import { requireEditor } from "../accounts/staff-guard";
import { toEditorSession } from "../accounts/staff-json";
import { editorLoginBody, staffMessages } from "../contract/back-office";
import { getDb } from "../db/client";
import { NO_STORE_HEADERS } from "../http/cache-control";
import { guardSignIn } from "../http/sign-in-guard";
import { validate } from "../http/validate";
import type { AppEnv } from "../shared/app-env";

// Editor sign-in and the editor layout's session check.

export const editorRoutes = new Hono<AppEnv>()
  .post("/login", validate("json", editorLoginBody), async (c) => {
    const { username, password } = c.req.valid("json");
    const { editor, token } = await guardSignIn(c, { kind: "editor", login: username }, () => signInEditor(getDb(c), c.env, username, password));
    return c.json({ message: staffMessages.loggedIn, editor: toEditorSession(editor), token }, 200, NO_STORE_HEADERS);
  })
  // An editor token only (an admin token here is a 403).
  .get("/loggedin", requireEditor, (c) => c.json({ editor: toEditorSession(c.var.staff.editor) }, 200, NO_STORE_HEADERS));

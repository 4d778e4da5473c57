import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { DUMMY_HASH } from "../auth/accounts";
import { verifyPassword } from "../auth/password";
import { requireEditor, signStaffToken } from "../auth/staff";
import { editorLoginBody, staffMessages } from "../contract/back-office";
import { editors } from "../db/schema";
import { getDb } from "../lib/db";
import type { AppEnv } from "../lib/env";
import { httpError } from "../lib/errors";
import { clientIp, rateLimit } from "../lib/rate-limit";
import { toEditorSession } from "../lib/staff-json";
import { validate } from "../lib/validate";

// Editor sign-in (spec §7 Staff). Usernames are unique case-insensitively, so they also match that way.

const PRIVATE = { "Cache-Control": "private, no-store" };

export const editorRoutes = new Hono<AppEnv>()
  .post("/login", validate("json", editorLoginBody), async (c) => {
    const { username, password } = c.req.valid("json");
    await rateLimit(c.env.LOGIN_LIMITER, `editor-login:${clientIp(c)}:${username.toLowerCase()}`);
    const editor = await getDb(c).query.editors.findFirst({
      where: sql`${editors.username} = ${username} COLLATE NOCASE`,
    });
    // Unknown username and wrong password: one 401, one PBKDF2 run either way.
    const valid = await verifyPassword(password, editor?.passwordHash ?? DUMMY_HASH);
    if (!editor || !valid) throw httpError(401, staffMessages.invalidEditorCredentials);
    const token = await signStaffToken(c.env, "editor", editor.id, editor.tokenVersion);
    return c.json({ message: staffMessages.loggedIn, editor: toEditorSession(editor), token }, 200, PRIVATE);
  })
  // The editor layout's check: an editor token only (an admin token here is a 403).
  .get("/loggedin", requireEditor, (c) => c.json({ editor: toEditorSession(c.var.staff.editor) }, 200, PRIVATE));

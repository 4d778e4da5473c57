import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { uuidv7 } from "uuidv7";
import { DUMMY_HASH } from "../auth/accounts";
import { generatePassword, hashPassword, verifyPassword } from "../auth/password";
import { requireAdmin, signStaffToken } from "../auth/staff";
import { addEditorBody, adminLoginBody, staffMessages } from "../contract/back-office";
import { idParam } from "../contract/lists";
import { admins, editors } from "../db/schema";
import { getDb } from "../lib/db";
import type { AppEnv } from "../lib/env";
import { httpError, isUniqueViolation } from "../lib/errors";
import { clientIp, rateLimit } from "../lib/rate-limit";
import { toAdmin, toEditor } from "../lib/staff-json";
import { validate } from "../lib/validate";

// Admin calls (spec §7 Staff; DESIGN §7, §12). Only admins manage editors; every route but login sits
// behind requireAdmin, which re-reads the account on each request.

// Staff answers name accounts (and once, a password): never kept by a shared cache or the browser.
const PRIVATE = { "Cache-Control": "private, no-store" };

const usernameIs = (username: string) => sql`${editors.username} = ${username} COLLATE NOCASE`;

export const adminRoutes = new Hono<AppEnv>()
  // Unknown address and wrong password are the same 401, and both cost one PBKDF2 run.
  .post("/login", validate("json", adminLoginBody), async (c) => {
    const { email, password } = c.req.valid("json");
    await rateLimit(c.env.LOGIN_LIMITER, `admin-login:${clientIp(c)}:${email}`);
    const admin = await getDb(c).query.admins.findFirst({ where: eq(admins.email, email) });
    const valid = await verifyPassword(password, admin?.passwordHash ?? DUMMY_HASH);
    if (!admin || !valid) throw httpError(401, staffMessages.invalidCredentials);
    const adminToken = await signStaffToken(c.env, "admin", admin.id, admin.tokenVersion);
    return c.json({ message: staffMessages.loggedIn, admin: toAdmin(admin), adminToken }, 200, PRIVATE);
  })
  .get("/loggedin", requireAdmin, (c) => c.json({ admin: toAdmin(c.var.staff.admin) }, 200, PRIVATE))
  // A plain array, as spec §7 has it; usernames in alphabetical order, case-insensitively.
  .get("/editor", requireAdmin, async (c) => {
    const rows = await getDb(c).select().from(editors).orderBy(sql`${editors.username} COLLATE NOCASE`, editors.id);
    return c.json(rows.map(toEditor), 200, PRIVATE);
  })
  .post("/editor/add", requireAdmin, validate("json", addEditorBody), async (c) => {
    const { username, password } = c.req.valid("json");
    const db = getDb(c);
    if (await db.query.editors.findFirst({ where: usernameIs(username) })) throw httpError(409, staffMessages.usernameTaken);
    try {
      const [editor] = await db
        .insert(editors)
        .values({ id: uuidv7(), username, passwordHash: await hashPassword(password) })
        .returning();
      return c.json({ message: staffMessages.editorAdded, editor: toEditor(editor!) }, 201, PRIVATE);
    } catch (err) {
      // The NOCASE unique index is the real guard: a parallel add of "Ana" and "ana" ends here.
      if (isUniqueViolation(err)) throw httpError(409, staffMessages.usernameTaken);
      throw err;
    }
  })
  // The editor's sessions end with the row: requireStaff finds no account for their tokens any more.
  .delete("/editor/remove/:id", requireAdmin, validate("param", idParam), async (c) => {
    const [row] = await getDb(c).delete(editors).where(eq(editors.id, c.req.valid("param").id)).returning();
    if (!row) throw httpError(404, staffMessages.editorNotFound);
    return c.json({ message: staffMessages.editorRemoved }, 200, PRIVATE);
  })
  // DESIGN §12: no password is ever stored in plain text, so the admin gets a new one, shown once. The
  // token version bump signs the editor out everywhere.
  .post("/editor/:id/reset-password", requireAdmin, validate("param", idParam), async (c) => {
    const password = generatePassword();
    const [row] = await getDb(c)
      .update(editors)
      .set({ passwordHash: await hashPassword(password), tokenVersion: sql`${editors.tokenVersion} + 1` })
      .where(eq(editors.id, c.req.valid("param").id))
      .returning({ id: editors.id });
    if (!row) throw httpError(404, staffMessages.editorNotFound);
    return c.json({ message: staffMessages.passwordResetDone, password }, 200, PRIVATE);
  });

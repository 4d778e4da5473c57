import { eq, sql } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { staffMessages } from "../contract/back-office";
import type { Db } from "../db/client";
import { jurisdictions } from "../db/jurisdiction-schema";
import { admins, editors } from "../db/schema";
import { jurisdictionInReach, withinReach } from "../jurisdictions/reach";
import { httpError, isUniqueViolation } from "../shared/errors";
import { DUMMY_HASH, generatePassword, hashPassword, verifyPassword } from "./password";
import { signStaffToken } from "./staff-guard";
import { outsideYours } from "./staff-scope";

// Back-office accounts: admin and editor sign-in, and the admin's management of editors. No password is
// ever stored or shown in plain text: an admin resetting an editor's password gets a new one, shown once.
// Unknown account and wrong password are the same 401 and cost one PBKDF2 run either way. An admin manages
// only the editors of their reach (README.md, "Staff per jurisdiction"): a national admin every editor.

type JurisdictionRow = typeof jurisdictions.$inferSelect;

/** The jurisdiction an account names (null for a national admin), for the session answers. */
const jurisdictionOf = async (db: Db, id: string | null) =>
  id ? ((await db.select().from(jurisdictions).where(eq(jurisdictions.id, id)).limit(1))[0] ?? null) : null;

// Usernames are unique case-insensitively (a NOCASE unique index), so they also match that way.
const usernameIs = (username: string) => sql`${editors.username} = ${username} COLLATE NOCASE`;

export async function signInAdmin(db: Db, env: Env, email: string, password: string) {
  const admin = await db.query.admins.findFirst({ where: eq(admins.email, email) });
  const valid = await verifyPassword(password, admin?.passwordHash ?? DUMMY_HASH);
  if (!admin || !valid) throw httpError(401, staffMessages.invalidCredentials);
  const token = await signStaffToken(env, "admin", admin.id, admin.tokenVersion);
  return { admin, jurisdiction: await jurisdictionOf(db, admin.jurisdictionId), token };
}

export async function signInEditor(db: Db, env: Env, username: string, password: string) {
  const editor = await db.query.editors.findFirst({ where: usernameIs(username) });
  const valid = await verifyPassword(password, editor?.passwordHash ?? DUMMY_HASH);
  if (!editor || !valid) throw httpError(401, staffMessages.invalidEditorCredentials);
  const token = await signStaffToken(env, "editor", editor.id, editor.tokenVersion);
  return { editor, jurisdiction: await jurisdictionOf(db, editor.jurisdictionId), token };
}

/** The editors of a reach (every one for a national admin) with their jurisdictions, usernames in alphabetical order case-insensitively. */
export const listEditors = (db: Db, reach: string) =>
  db
    .select({ editor: editors, jurisdiction: jurisdictions })
    .from(editors)
    .innerJoin(jurisdictions, eq(jurisdictions.id, editors.jurisdictionId))
    .where(jurisdictionInReach(db, editors.jurisdictionId, reach))
    .orderBy(sql`${editors.username} COLLATE NOCASE`, editors.id);

/** A new editor of `jurisdiction` (already checked to be in the adding admin's reach). */
export async function addEditor(db: Db, username: string, password: string, jurisdiction: JurisdictionRow) {
  if (await db.query.editors.findFirst({ where: usernameIs(username) })) throw httpError(409, staffMessages.usernameTaken);
  try {
    const values = { id: uuidv7(), username, passwordHash: await hashPassword(password), jurisdictionId: jurisdiction.id };
    const [editor] = await db.insert(editors).values(values).returning();
    return editor!;
  } catch (err) {
    // The NOCASE unique index is the real guard: a parallel add of "Ana" and "ana" ends here.
    if (isUniqueViolation(err)) throw httpError(409, staffMessages.usernameTaken);
    throw err;
  }
}

/** Refuses an editor outside the admin's reach (403); 404 for no such editor. */
export async function assertEditorInReach(db: Db, reach: string, id: string) {
  const [row] = await db
    .select({ path: jurisdictions.path })
    .from(editors)
    .innerJoin(jurisdictions, eq(jurisdictions.id, editors.jurisdictionId))
    .where(eq(editors.id, id))
    .limit(1);
  if (!row) throw httpError(404, staffMessages.editorNotFound);
  if (!withinReach(row.path, reach)) throw outsideYours();
}

/** The editor's sessions end with the row: requireStaff finds no account for their tokens any more. */
export async function removeEditor(db: Db, id: string) {
  const [row] = await db.delete(editors).where(eq(editors.id, id)).returning({ id: editors.id });
  if (!row) throw httpError(404, staffMessages.editorNotFound);
}

/** A new generated password, answered once; the token version bump signs the editor out everywhere. */
export async function resetEditorPassword(db: Db, id: string) {
  const password = generatePassword();
  const [row] = await db
    .update(editors)
    .set({ passwordHash: await hashPassword(password), tokenVersion: sql`${editors.tokenVersion} + 1` })
    .where(eq(editors.id, id))
    .returning({ id: editors.id });
  if (!row) throw httpError(404, staffMessages.editorNotFound);
  return password;
}

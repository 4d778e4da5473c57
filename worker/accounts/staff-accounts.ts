import { eq, sql } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { staffMessages } from "../contract/back-office";
import type { Db } from "../db/client";
import { admins, editors } from "../db/schema";
import { httpError, isUniqueViolation } from "../shared/errors";
import { DUMMY_HASH, generatePassword, hashPassword, verifyPassword } from "./password";
import { signStaffToken } from "./staff-guard";

// Back-office accounts: admin and editor sign-in, and the admin's management of editors. No password is
// ever stored or shown in plain text: an admin resetting an editor's password gets a new one, shown once.
// Unknown account and wrong password are the same 401 and cost one PBKDF2 run either way.

// Usernames are unique case-insensitively (a NOCASE unique index), so they also match that way.
const usernameIs = (username: string) => sql`${editors.username} = ${username} COLLATE NOCASE`;

export async function signInAdmin(db: Db, env: Env, email: string, password: string) {
  const admin = await db.query.admins.findFirst({ where: eq(admins.email, email) });
  const valid = await verifyPassword(password, admin?.passwordHash ?? DUMMY_HASH);
  if (!admin || !valid) throw httpError(401, staffMessages.invalidCredentials);
  return { admin, token: await signStaffToken(env, "admin", admin.id, admin.tokenVersion) };
}

export async function signInEditor(db: Db, env: Env, username: string, password: string) {
  const editor = await db.query.editors.findFirst({ where: usernameIs(username) });
  const valid = await verifyPassword(password, editor?.passwordHash ?? DUMMY_HASH);
  if (!editor || !valid) throw httpError(401, staffMessages.invalidEditorCredentials);
  return { editor, token: await signStaffToken(env, "editor", editor.id, editor.tokenVersion) };
}

/** Every editor, usernames in alphabetical order case-insensitively. */
export const listEditors = (db: Db) => db.select().from(editors).orderBy(sql`${editors.username} COLLATE NOCASE`, editors.id);

export async function addEditor(db: Db, username: string, password: string) {
  if (await db.query.editors.findFirst({ where: usernameIs(username) })) throw httpError(409, staffMessages.usernameTaken);
  try {
    const [editor] = await db.insert(editors).values({ id: uuidv7(), username, passwordHash: await hashPassword(password) }).returning();
    return editor!;
  } catch (err) {
    // The NOCASE unique index is the real guard: a parallel add of "Ana" and "ana" ends here.
    if (isUniqueViolation(err)) throw httpError(409, staffMessages.usernameTaken);
    throw err;
  }
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

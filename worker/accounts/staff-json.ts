import type { admins, editors } from "../db/schema";
import type { Staff } from "../shared/app-env";

// The back office's shapes of staff accounts: ids as `_id`, and never a password,
// a hash or a token version — an editor's password exists in plain text only in the one reset answer.

type AdminRow = typeof admins.$inferSelect;
type EditorRow = typeof editors.$inferSelect;

/** The admin of login and GET /admin/loggedin. */
export const toAdmin = (row: AdminRow) => ({ _id: row.id, name: row.name, email: row.email });

/** The editor of login and GET /editor/loggedin (what the editor layout needs). */
export const toEditorSession = (row: EditorRow) => ({ _id: row.id, username: row.username });

/** One row of the admin's editor list, and the editor an add answers with. */
export const toEditor = (row: EditorRow) => ({ _id: row.id, username: row.username, createdAt: row.createdAt.toISOString() });


/** How a staff member signs in public (official updates, moderation decisions): the admin's name or the editor's username. */
export const staffSignature = (staff: Staff) =>
  staff.role === "admin" ? { name: staff.admin.name, role: staff.role } : { name: staff.editor.username, role: staff.role };

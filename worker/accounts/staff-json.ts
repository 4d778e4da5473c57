import type { jurisdictions } from "../db/jurisdiction-schema";
import type { admins, editors } from "../db/schema";
import { toJurisdictionSummary } from "../jurisdictions/serialize";
import type { Staff } from "../shared/app-env";

// The back office's shapes of staff accounts: ids as `_id`, and never a password,
// a hash or a token version — an editor's password exists in plain text only in the one reset answer. Each
// names the jurisdiction the account administers (README.md, "Staff per jurisdiction"): null for a national admin.

type AdminRow = typeof admins.$inferSelect;
type EditorRow = typeof editors.$inferSelect;
type JurisdictionRow = typeof jurisdictions.$inferSelect;

const summary = (row: JurisdictionRow | null) => (row ? toJurisdictionSummary(row) : null);

/** The admin of login and GET /admin/loggedin. */
export const toAdmin = (row: AdminRow, jurisdiction: JurisdictionRow | null) => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  jurisdiction: summary(jurisdiction),
});

/** The editor of login and GET /editor/loggedin (what the editor layout needs). */
export const toEditorSession = (row: EditorRow, jurisdiction: JurisdictionRow | null) => ({
  _id: row.id,
  username: row.username,
  jurisdiction: summary(jurisdiction),
});

/** One row of the admin's editor list, and the editor an add answers with. */
export const toEditor = (row: EditorRow, jurisdiction: JurisdictionRow | null) => ({
  _id: row.id,
  username: row.username,
  createdAt: row.createdAt.toISOString(),
  jurisdiction: summary(jurisdiction),
});

/** How a staff member signs in public (official updates, moderation decisions): the admin's name or the editor's username. */
export const staffSignature = (staff: Staff) =>
  staff.role === "admin" ? { name: staff.admin.name, role: staff.role } : { name: staff.editor.username, role: staff.role };

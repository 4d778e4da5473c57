import type { RequestIdVariables } from "hono/request-id";
import type { jurisdictions } from "../db/jurisdiction-schema";
import type { admins, editors, users } from "../db/schema";

/** The signed-in member, set by `requireMember` / `optionalMember` (worker/auth/member.ts). */
export type Member = typeof users.$inferSelect;

/**
 * The signed-in back-office user, set by `requireAdmin` / `requireStaff` (worker/accounts/staff-guard.ts), with
 * the jurisdiction they administer (README.md, "Staff per jurisdiction"): null for a national admin.
 */
type StaffJurisdiction = { jurisdiction: typeof jurisdictions.$inferSelect | null };
export type AdminStaff = { role: "admin"; id: string; admin: typeof admins.$inferSelect } & StaffJurisdiction;
export type EditorStaff = { role: "editor"; id: string; editor: typeof editors.$inferSelect } & StaffJurisdiction;
export type Staff = AdminStaff | EditorStaff;

// The Hono environment every sub-app shares: Cloudflare bindings plus per-request variables.
export type AppEnv = {
  Bindings: Env;
  Variables: RequestIdVariables & { member?: Member; staff?: Staff };
};

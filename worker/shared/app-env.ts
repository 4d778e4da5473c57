import type { RequestIdVariables } from "hono/request-id";
import type { admins, editors, users } from "../db/schema";

/** The signed-in member, set by `requireMember` / `optionalMember` (worker/auth/member.ts). */
export type Member = typeof users.$inferSelect;

/** The signed-in back-office user, set by `requireAdmin` / `requireStaff` (worker/auth/staff.ts). */
export type AdminStaff = { role: "admin"; id: string; admin: typeof admins.$inferSelect };
export type EditorStaff = { role: "editor"; id: string; editor: typeof editors.$inferSelect };
export type Staff = AdminStaff | EditorStaff;

// The Hono environment every sub-app shares: Cloudflare bindings plus per-request variables.
export type AppEnv = {
  Bindings: Env;
  Variables: RequestIdVariables & { member?: Member; staff?: Staff };
};

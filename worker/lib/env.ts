import type { RequestIdVariables } from "hono/request-id";
import type { users } from "../db/schema";

/** The signed-in member, set by `requireMember` / `optionalMember` (worker/auth/member.ts). */
export type Member = typeof users.$inferSelect;

// The Hono environment every sub-app shares: Cloudflare bindings plus per-request variables.
export type AppEnv = {
  Bindings: Env;
  Variables: RequestIdVariables & { member?: Member };
};

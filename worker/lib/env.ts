import type { RequestIdVariables } from "hono/request-id";

// The Hono environment every sub-app shares: Cloudflare bindings plus per-request variables.
export type AppEnv = {
  Bindings: Env;
  Variables: RequestIdVariables;
};

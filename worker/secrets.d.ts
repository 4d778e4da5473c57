// Secrets are set with `wrangler secret put NAME` (or .dev.vars locally), so `wrangler types` cannot see
// them; they are declared here, optional, and every use checks for absence.
interface Env {
  GOOGLE_CLIENT_SECRET?: string;
  OPENAI_API_KEY?: string;
}

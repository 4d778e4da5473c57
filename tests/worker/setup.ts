import { applyD1Migrations, env } from "cloudflare:test";

// Each test file starts from the real migrations applied to a fresh local D1.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

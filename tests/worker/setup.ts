import { applyD1Migrations, env } from "cloudflare:test";
import { everyDatabase } from "../../worker/db/placement";

// Each test file starts from the real migrations applied to fresh local D1s: the directory and every shard,
// as `npm run db:migrate` leaves them (README.md, "Databases").
await Promise.all(everyDatabase(env).map(({ db }) => applyD1Migrations(db, env.TEST_MIGRATIONS)));

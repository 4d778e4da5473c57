import { applyD1Migrations, env, reset } from "cloudflare:test";
import { vi } from "vitest";
import { refreshCatalogue } from "../../worker/catalogue/refresh";
import { everyDatabase } from "../../worker/db/placement";

// Test files share one runtime (tests/vitest.config.ts, isolate: false), so each file first clears what the
// one before it left: every Durable Object's storage, which locally holds the D1 databases, the R2 bucket and
// the hot motions, and any spy a file forgot to restore.
vi.restoreAllMocks();
await reset();
// Then it starts from the real migrations applied to fresh local D1s: the directory and every shard, as
// `npm run db:migrate` leaves them (README.md, "Databases").
await Promise.all(everyDatabase(env).map(({ db }) => applyD1Migrations(db, env.TEST_MIGRATIONS)));
// The minute's first refresh after a deploy: on empty databases it reaches every end at once, so national lists
// read the catalogue, as they do in a running deployment (README.md, "National catalogues").
await refreshCatalogue(env);

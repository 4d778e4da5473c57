import { applyD1Migrations, env } from "cloudflare:test";
import { refreshCatalogue } from "../../worker/catalogue/refresh";
import { everyDatabase } from "../../worker/db/placement";

// Each test file starts from the real migrations applied to fresh local D1s: the directory and every shard,
// as `npm run db:migrate` leaves them (README.md, "Databases").
await Promise.all(everyDatabase(env).map(({ db }) => applyD1Migrations(db, env.TEST_MIGRATIONS)));
// The minute's first refresh after a deploy: on empty databases it reaches every end at once, so national lists
// read the catalogue, as they do in a running deployment (README.md, "National catalogues").
await refreshCatalogue(env);

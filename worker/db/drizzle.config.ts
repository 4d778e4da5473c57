import { defineConfig } from "drizzle-kit";

// Generates SQL migrations into /migrations; wrangler applies them (locally and to D1).
export default defineConfig({
  dialect: "sqlite",
  // The core tables, the city's answers (motion updates, notifications), the development mail outbox, moderation,
  // contact messages, idempotency keys, sign-in throttles, the jurisdiction tree, sign-in tokens and the national catalogue.
  schema: ["./worker/db/schema.ts", "./worker/db/answers-schema.ts", "./worker/db/dev-mail-schema.ts", "./worker/db/moderation-schema.ts", "./worker/db/contact-schema.ts", "./worker/db/idempotency-schema.ts", "./worker/db/throttle-schema.ts", "./worker/db/jurisdiction-schema.ts", "./worker/db/token-schema.ts", "./worker/db/catalogue-schema.ts"],
  out: "./migrations",
});

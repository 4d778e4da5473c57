import { defineConfig } from "drizzle-kit";

// Generates SQL migrations into /migrations; wrangler applies them (locally and to D1).
export default defineConfig({
  dialect: "sqlite",
  // The core tables, the city's answers (motion updates, notifications) and the development mail outbox.
  schema: ["./worker/db/schema.ts", "./worker/db/answers-schema.ts", "./worker/db/dev-mail-schema.ts"],
  out: "./migrations",
});

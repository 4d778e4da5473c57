import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

// Failed sign-ins per account (worker/accounts/login-throttle.ts): how many in a row, and until when the
// next attempt must wait. Keyed by the login name, not a user id, so an address without an account is
// throttled exactly like one with an account and the two cannot be told apart.
export const loginThrottles = sqliteTable(
  "login_throttles",
  {
    // "member:<email>", "admin:<email>", "editor:<username>", or "device:<id>" for a trusted browser.
    key: text("key").primaryKey(),
    failures: integer("failures").notNull(),
    // Epoch ms; an attempt before then is refused without looking at the password.
    lockedUntil: integer("locked_until").notNull(),
    lastAttemptAt: integer("last_attempt_at").notNull(),
  },
  (t) => [index("login_throttles_last_attempt_idx").on(t.lastAttemptAt)],
);

import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./columns";

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

// One row per mail sent to an address that anyone can name (worker/accounts/mail-cap.ts): the cap counts the
// rows of the last day, so a stranger cannot mail-bomb that address through Plaza.
export const cappedMails = sqliteTable(
  "capped_mails",
  {
    id: id(),
    // SHA-256 of "<kind>:<address>": counted per address without keeping a list of addresses.
    target: text("target").notNull(),
    // Epoch ms.
    sentAt: integer("sent_at").notNull(),
  },
  (t) => [index("capped_mails_target_idx").on(t.target, t.sentAt), index("capped_mails_sent_idx").on(t.sentAt)],
);

// One-time links that make a browser trusted for a staff account (worker/accounts/browser-trust.ts), so a
// stranger's failed sign-ins cannot keep staff out of a new browser. Only the SHA-256 of the token is kept.
export const browserTrustLinks = sqliteTable(
  "browser_trust_links",
  {
    id: id(),
    tokenHash: text("token_hash").notNull(),
    staffKind: text("staff_kind", { enum: ["admin", "editor"] }).notNull(),
    // An admin's or an editor's id (two tables, so no foreign key): the account is looked up when the link is spent.
    staffId: text("staff_id").notNull(),
    // Epoch ms.
    expiresAt: integer("expires_at").notNull(),
    // Spent, or replaced by a newer link; null while it may still be used.
    usedAt: integer("used_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("browser_trust_links_hash_idx").on(t.tokenHash), index("browser_trust_links_staff_idx").on(t.staffKind, t.staffId, t.createdAt)],
);

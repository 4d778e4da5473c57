import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./columns";
import { users } from "./schema";

// Single-use secrets of sign-in flows: e-mail tokens (verification, reset, e-mail change, deletion) and the
// state and PKCE verifier of a Google sign-in between its two legs.

export const emailTokens = sqliteTable(
  "email_tokens",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // Only the SHA-256 of the token is kept; the token itself exists only in the mail.
    tokenHash: text("token_hash").notNull(),
    purpose: text("purpose", { enum: ["verify", "reset", "email-change", "delete"] }).notNull(),
    // An e-mail change: the new address, which becomes the account's only when this token is spent.
    newEmail: text("new_email"),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("email_tokens_hash_idx").on(t.tokenHash), index("email_tokens_user_idx").on(t.userId, t.purpose)],
);

export const oauthStates = sqliteTable(
  "oauth_states",
  {
    state: text("state").primaryKey(),
    codeVerifier: text("code_verifier").notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("oauth_states_expiry_idx").on(t.expiresAt)],
);

import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt } from "./columns";
import { users } from "./schema";

// Idempotency keys of member writes (worker/idempotency/): the first answer to each (member, key), kept
// 24 hours so a retried request gets it again instead of acting twice.
export const idempotencyKeys = sqliteTable(
  "idempotency_keys",
  {
    // Keys are scoped to a member: one member's key can never replay another member's answer.
    memberId: text("member_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    // SHA-256 of the method, path and body: the same key with another request is refused, not replayed.
    requestHash: text("request_hash").notNull(),
    // Null while the first request is still being handled (or died mid-way; see worker/idempotency/keys.ts).
    status: integer("status"),
    body: text("body"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.key] }), index("idempotency_keys_created_idx").on(t.createdAt)],
);

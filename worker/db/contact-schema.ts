import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id } from "./columns";

// The contact form's messages (worker/contact/), kept for the admin inbox.
export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    // Set when an admin marks the message handled in the back office; null while it still needs a reply.
    handledAt: integer("handled_at", { mode: "timestamp_ms" }),
    // The city (or region) the sender wrote to, from the screen they wrote on; null for the national team.
    jurisdictionId: text("jurisdiction_id"),
    createdAt: createdAt(),
  },
  // Matches the back office's ORDER BY (newest first, id breaking ties) so pages never repeat or skip.
  (t) => [index("contact_messages_created_idx").on(t.createdAt, t.id)],
);

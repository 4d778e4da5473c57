import { sql } from "drizzle-orm";
import { integer, text } from "drizzle-orm/sqlite-core";

// Column shapes every table shares.

/** Every id is a UUIDv7: random, never sequential, and time-ordered so it doubles as a stable tie-break. */
export const id = () => text("id").primaryKey();

/** When a row was made, in ms, set by SQLite itself. */
export const createdAt = (name = "created_at") =>
  integer(name, { mode: "timestamp_ms" }).notNull().default(sql`(cast(unixepoch('subsec') * 1000 as integer))`);

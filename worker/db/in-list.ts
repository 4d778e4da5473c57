import { sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

// `column IN (values)` with the whole list as one JSON parameter (json_each): D1 binds at most 100
// parameters a statement, and a page of ids, a stretch of recipients or a bucket listing can be longer.
export const inList = (column: SQLiteColumn, values: string[]): SQL =>
  sql`${column} IN (SELECT value FROM json_each(${JSON.stringify(values)}))`;

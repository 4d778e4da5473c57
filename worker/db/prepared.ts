import { fillPlaceholders, type Placeholder } from "drizzle-orm";
import type { Db } from "./client";

// Queries whose SQL drizzle builds once per isolate, then runs on each request's own D1 session. Building a
// list's SQL (50 columns of three tables, escaped and joined chunk by chunk) took a fifth of a list
// request's time in the isolate (README.md, "Against the runtime's own limit"). drizzle's prepared query is
// built over one client, so it cannot serve the next request's session; its SQL, its parameters (values
// and placeholders) and its row mapping can. A query of another shape (another sort, a filter more or
// less) is another template, so the shape names every choice that changes the SQL, and the values fill its
// placeholders.

/** What a drizzle prepared query gives: its SQL with parameters, how it maps the driver's rows, its rows' type. */
type Template<Row> = { getQuery(): { sql: string; params: unknown[] }; mapAllResult(rows: unknown): unknown; all(): Promise<Row[]> };

const templates = new Map<string, Template<unknown>>();

/** A named placeholder, filled from the values handed to `allOnce`. */
export type Slot = Placeholder<string>;

/**
 * The rows of the query `build` makes, its SQL built on the first call for `shape` and kept for the
 * isolate's life. `build` must give the same SQL for the same shape: everything else goes in `values`.
 */
export async function allOnce<Row>(db: Db, shape: string, build: () => { prepare(): Template<Row> }, values: Record<string, unknown>): Promise<Row[]> {
  let template = templates.get(shape) as Template<Row> | undefined;
  if (!template) templates.set(shape, (template = build().prepare()));
  const { sql, params } = template.getQuery();
  const rows = await db.$client.prepare(sql).bind(...fillPlaceholders(params, values)).raw();
  return template.mapAllResult(rows) as Row[];
}

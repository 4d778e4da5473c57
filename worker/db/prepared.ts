import { fillPlaceholders, is, Placeholder } from "drizzle-orm";
import type { Db } from "./client";

// Queries whose SQL drizzle builds once per isolate, then runs on each request's own D1 session. Building a
// list's SQL (its columns and joins, escaped and joined chunk by chunk) took a fifth of a list request's
// time in the isolate (README.md, "Against the runtime's own limit"). drizzle's prepared query is built over
// one client, so it cannot serve the next request's session; its SQL, its parameters (values and
// placeholders) and its row mapping can.

/** What a drizzle prepared query gives: its SQL with parameters, how it maps the driver's rows, its rows' type. */
type Template<Row> = { getQuery(): { sql: string; params: unknown[] }; mapAllResult(rows: unknown): unknown; all(): Promise<Row[]> };

const templates = new Map<string, Template<unknown>>();

/** A named placeholder, filled from the values handed to `allOnce`. */
export type Slot = Placeholder<string>;

// The options as a key: every value the SQL is built from, placeholders by their names.
const shapeOf = (name: string, options: object) => `${name}:${JSON.stringify(options, (_, v: unknown) => (is(v, Placeholder) ? `:${v.name}` : v))}`;

/**
 * The rows of the query `build` makes from `options`, its SQL built on the first call for the same options
 * and kept for the isolate's life. The options are the query's shape (which filters, which sort), with
 * placeholders where a request's own values go; `values` fills them. `build` reads nothing but `options`,
 * so two queries of different SQL never share a template.
 */
export async function allOnce<Options extends object, Row>(
  db: Db,
  name: string,
  options: Options,
  build: (options: Options) => { prepare(): Template<Row> },
  values: Record<string, unknown>,
): Promise<Row[]> {
  const shape = shapeOf(name, options);
  let template = templates.get(shape) as Template<Row> | undefined;
  if (!template) templates.set(shape, (template = build(options).prepare()));
  const { sql, params } = template.getQuery();
  const rows = await db.$client.prepare(sql).bind(...fillPlaceholders(params, values)).raw();
  return template.mapAllResult(rows) as Row[];
}

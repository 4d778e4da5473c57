// Facts of the HTTP exchange itself that both sides must agree on. Types and strings only (no zod), so
// the SPA can import them without pulling a validator into its bundle.

/** One field's complaint in a 400: `path` is the field's dotted name, `message` the form's own text. */
export type FieldIssue = { path: string; message: string };

/** Every error answer of the API: a message for people, plus each invalid field for a 400. */
export type ErrorEnvelope = { message: string; issues?: FieldIssue[] };

/**
 * D1 read replication: the Worker answers a write with its session's bookmark in this header, and a client
 * that sends it back reads from a replica at least as new as its own write (read-your-writes).
 */
export const BOOKMARK_HEADER = "X-D1-Bookmark";

import { and, asc, desc, eq, isNotNull, sql, type SQL } from "drizzle-orm";
import { listMessages } from "../contract/lists";
import type { Db } from "../db/client";
import { follows, motions, pages, votes } from "../db/schema";
import { votedAtMs } from "../db/vote-keys";
import { toPageSummary } from "../pages/serialize";
import { pageColumns } from "../pages/home-order";
import { jurisdictions } from "../db/jurisdiction-schema";
import { decodeCursor, encodeCursor } from "../shared/cursor";
import { httpError } from "../shared/errors";
import { motionRows, rowToMotion } from "./list";

// A member's own view (/me): the motions they wrote and the motions they voted on, newest first, each with
// its status and latest official response; and the pages they follow. Keyset pages like every motion list.

export type ActivityKind = "mine" | "voted";
type Options = { kind: ActivityKind; userId: string; origin: string; limit: number; cursor?: string };

// Written motions by the time they were posted; voted ones by the time of the vote.
const keyOf = (kind: ActivityKind) => (kind === "mine" ? motions.createdAt : votedAtMs);

/** One page of the member's written or voted motions, with the cursor of the next page. */
export async function memberMotions(db: Db, opts: Options) {
  const key = keyOf(opts.kind);
  const filters: SQL[] = [opts.kind === "mine" ? eq(motions.authorId, opts.userId) : isNotNull(votes.up)];
  if (opts.cursor) {
    const [kind, at, id] = decodeCursor(opts.cursor, ["string", "number", "string"]);
    if (kind !== opts.kind) throw httpError(400, listMessages.cursor);
    filters.push(sql`(${key}, ${motions.id}) < (${at}, ${id})`);
  }
  // motionRows joins the member's own vote (LEFT JOIN on the votes primary key); a vote is there only for
  // motions they voted on, so "voted" keeps the rows where it is.
  const rows = await motionRows(db, opts.userId)
    .where(and(...filters))
    .orderBy(desc(key), desc(motions.id))
    .limit(opts.limit + 1);
  const page = rows.slice(0, opts.limit);
  const last = page.at(-1);
  const at = (row: (typeof rows)[number]) => (opts.kind === "mine" ? row.motion.createdAt.getTime() : (row.votedAt ?? 0));
  return {
    motions: page.map((r) => rowToMotion(r, opts.origin, opts.userId)),
    nextCursor: rows.length > opts.limit && last ? encodeCursor([opts.kind, at(last), last.motion.id]) : null,
  };
}

/** The most pages a member's followed list shows; a city has far fewer pages than this. */
const FOLLOWED_LIMIT = 500;

/** The pages the member follows, by name. */
export async function followedPages(db: Db, userId: string, origin: string) {
  const rows = await db
    .select({ ...pageColumns, followedAt: follows.createdAt })
    .from(follows)
    .innerJoin(pages, eq(pages.id, follows.pageId))
    .innerJoin(jurisdictions, eq(jurisdictions.id, pages.jurisdictionId))
    .where(eq(follows.userId, userId))
    .orderBy(asc(sql`${pages.name} collate nocase`), asc(pages.id))
    .limit(FOLLOWED_LIMIT);
  return rows.map(({ followedAt, ...page }) => ({ ...toPageSummary(page, origin), followedAt: followedAt.toISOString() }));
}

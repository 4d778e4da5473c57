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
// its status and latest official response; and the pages they follow. Keyset pages like every motion list,
// read from each database that holds the member's activity and merged (README.md, "Databases").

export type ActivityKind = "mine" | "voted";
type Options = { kind: ActivityKind; userId: string; origin: string; limit: number; cursor?: string };

// Written motions by the time they were posted; voted ones by the time of the vote.
const keyOf = (kind: ActivityKind) => (kind === "mine" ? motions.createdAt : votedAtMs);

/** One database's page of the member's written or voted motions (one more row, to tell whether more follow). */
async function motionsOn(db: Db, opts: Options) {
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
  const at = (row: (typeof rows)[number]) => (opts.kind === "mine" ? row.motion.createdAt.getTime() : (row.votedAt ?? 0));
  return rows.map((row) => ({ row, at: at(row) }));
}

/**
 * Each row once, by key, the first of equal keys kept: a jurisdiction between a move's flip and its cleanup
 * is on two databases (README.md, "Moving a jurisdiction"), and the later in the member's list, the new
 * one, sorts first. Each database read one row more than a page, so a next page still shows when any has it.
 */
const onceEach = <T>(rows: T[], key: (row: T) => string) => {
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(key(row)) && seen.add(key(row)));
};

/**
 * One page of the member's written or voted motions, with the cursor of the next page, from every database
 * that holds their activity (accounts/activity-databases.ts): each database's page in the list's own order,
 * merged. The cursor is a position in that order, the same on every database, so a next page is exact.
 */
export async function memberMotions(dbs: Db[], opts: Options) {
  const found = (await Promise.all(dbs.map((db, from) => motionsOn(db, opts).then((rows) => rows.map((r) => ({ ...r, from })))))).flat();
  found.sort((a, b) => b.at - a.at || (a.row.motion.id < b.row.motion.id ? 1 : a.row.motion.id > b.row.motion.id ? -1 : b.from - a.from));
  const merged = onceEach(found, (r) => r.row.motion.id);
  const page = merged.slice(0, opts.limit);
  const last = page.at(-1);
  return {
    motions: page.map(({ row }) => rowToMotion(row, opts.origin, opts.userId)),
    nextCursor: merged.length > opts.limit && last ? encodeCursor([opts.kind, last.at, last.row.motion.id]) : null,
  };
}

/** The most pages a member's followed list shows; a city has far fewer pages than this. */
const FOLLOWED_LIMIT = 500;

const followedOn = (db: Db, userId: string) =>
  db
    .select({ ...pageColumns, followedAt: follows.createdAt })
    .from(follows)
    .innerJoin(pages, eq(pages.id, follows.pageId))
    .innerJoin(jurisdictions, eq(jurisdictions.id, pages.jurisdictionId))
    .where(eq(follows.userId, userId))
    .orderBy(asc(sql`${pages.name} collate nocase`), asc(pages.id))
    .limit(FOLLOWED_LIMIT);

// SQLite's NOCASE folds ASCII letters only; so does this, so the merged order is each database's order.
const nocase = (name: string) => name.replace(/[A-Z]/g, (c) => c.toLowerCase());

/** The pages the member follows, by name, from every database that holds their activity. */
export async function followedPages(dbs: Db[], userId: string, origin: string) {
  const rows = (await Promise.all(dbs.map((db, from) => followedOn(db, userId).then((found) => found.map((row) => ({ row, from })))))).flat();
  const key = ({ row }: (typeof rows)[number]) => [nocase(row.name), row.id] as const;
  rows.sort((a, b) => {
    const [[an, ai], [bn, bi]] = [key(a), key(b)];
    return an < bn ? -1 : an > bn ? 1 : ai < bi ? -1 : ai > bi ? 1 : b.from - a.from;
  });
  return onceEach(rows, ({ row }) => row.id)
    .slice(0, FOLLOWED_LIMIT)
    .map(({ row: { followedAt, ...page } }) => ({ ...toPageSummary(page, origin), followedAt: followedAt.toISOString() }));
}

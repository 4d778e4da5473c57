import { eq, sql, type SQL } from "drizzle-orm";
import { mayReadText } from "../contract/moderation-states";
import { motionUpdates } from "../db/answers-schema";
import type { Db } from "../db/client";
import { jurisdictions } from "../db/jurisdiction-schema";
import type { DatabaseName } from "../db/placement";
import { motions, pages } from "../db/schema";
import { pageOf, shownColumns, toMotion } from "../motions/serialize";

// Copying motions into the national catalogue (README.md, "National catalogues"): read where the motions live,
// written to the directory. The refresh (refresh.ts) and the write-through (write-through.ts) both copy this way,
// so a card is built by one function whichever path made it.

/** A motion's row on its own database, with what the catalogue keeps besides its card. */
export const sourceRows = (db: Db, where: SQL, limit: number) =>
  db
    .select({
      ...shownColumns,
      at: motions.changedAt,
      rowid: sql<number>`${motions}.rowid`,
      path: jurisdictions.path,
    })
    .from(motions)
    .innerJoin(pages, eq(pages.id, motions.pageId))
    .innerJoin(jurisdictions, eq(jurisdictions.id, pages.jurisdictionId))
    .leftJoin(motionUpdates, eq(motionUpdates.id, motions.latestUpdateId))
    .where(where)
    .orderBy(motions.changedAt, sql`${motions}.rowid`)
    .limit(limit);

export type SourceRow = Awaited<ReturnType<typeof sourceRows>>[number];

/**
 * The catalogue's row of a public motion; the card has no viewer, image addresses without an origin, and its
 * analysis with the quotes still marked: a quoted motion hidden later must leave it at once, so a national
 * read resolves them against the catalogue itself (list.ts), as every other read does against the motions.
 */
const entryOf = (row: SourceRow, database: DatabaseName) => {
  const m = row.motion;
  return {
    id: m.id,
    database,
    status: m.status,
    moderationState: m.moderationState,
    jurisdictionId: row.jurisdiction.id,
    jurisdictionPath: row.path,
    aiRank: m.aiScore ?? -1,
    netVotes: m.upCount - m.downCount,
    upCount: m.upCount,
    downCount: m.downCount,
    createdAt: m.createdAt.getTime(),
    answeredRank: m.answeredAt?.getTime() ?? -1,
    trendKey: m.trendKey,
    text: m.text,
    card: JSON.stringify({ ...toMotion(m, pageOf(row), "", null, row.latest), aiExplanation: m.aiExplanation }),
    changedAt: row.at ?? 0,
  };
};

const COLUMNS = ["id", "database", "status", "moderation_state", "jurisdiction_id", "jurisdiction_path", "ai_rank", "net_votes", "up_count", "down_count", "created_at", "answered_rank", "trend_key", "text", "card", "changed_at"] as const;
const FIELDS = ["id", "database", "status", "moderationState", "jurisdictionId", "jurisdictionPath", "aiRank", "netVotes", "upCount", "downCount", "createdAt", "answeredRank", "trendKey", "text", "card", "changedAt"] as const;

// Many rows a statement, as one JSON parameter (a statement may bind at most 100): an older copy (a slower
// write-through, a refresh that read before it) never overwrites a newer one. Plain D1 statements, so that the
// refresh can batch them with its watermark.
const UPSERT = `INSERT INTO motion_catalogue (${COLUMNS.join(", ")}, refreshed_at)
  SELECT ${FIELDS.map((f) => `json_extract(value, '$.${f}')`).join(", ")}, CAST(unixepoch('subsec') * 1000 AS INTEGER) FROM json_each(?1) WHERE true
  ON CONFLICT (id) DO UPDATE SET ${[...COLUMNS.slice(1), "refreshed_at"].map((c) => `${c} = excluded.${c}`).join(", ")}
  WHERE excluded.changed_at >= motion_catalogue.changed_at`;

// A motion no longer public leaves, unless the catalogue already holds a newer copy of it.
const WITHDRAW = `DELETE FROM motion_catalogue WHERE id IN (SELECT json_extract(value, '$.id') FROM json_each(?1))
  AND changed_at <= (SELECT json_extract(value, '$.changedAt') FROM json_each(?1) WHERE json_extract(value, '$.id') = motion_catalogue.id)`;

type Directory = Db["$client"];

/** Deleted motions' copies go, whatever their time: a deleted motion never comes back. */
/**
 * The copies of motions `ids` that `database` reported gone. Only its own: a motion whose jurisdiction moved
 * (README.md, "Moving a jurisdiction") is deleted from the old database at the cleanup, while its copy names
 * the new one.
 */
export const removeStatement = (directory: Directory, ids: string[], database: DatabaseName) =>
  directory.prepare("DELETE FROM motion_catalogue WHERE id IN (SELECT value FROM json_each(?1)) AND database = ?2").bind(JSON.stringify(ids), database);

const CHUNK = 100;
const chunks = <T>(items: T[]) => Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => JSON.stringify(items.slice(i * CHUNK, (i + 1) * CHUNK)));

/**
 * The directory's statements that bring the catalogue up to these rows of `database`: public ones copied,
 * the others withdrawn. Run them in one batch (with the refresh's watermark, so both land or neither).
 */
export const copyStatements = (directory: Directory, rows: SourceRow[], database: DatabaseName) => {
  const shown = rows.filter((r) => mayReadText(r.motion, null)).map((r) => entryOf(r, database));
  const gone = rows.filter((r) => !mayReadText(r.motion, null)).map((r) => ({ id: r.motion.id, changedAt: r.at ?? 0 }));
  return [...chunks(shown).map((json) => directory.prepare(UPSERT).bind(json)), ...chunks(gone).map((json) => directory.prepare(WITHDRAW).bind(json))];
};

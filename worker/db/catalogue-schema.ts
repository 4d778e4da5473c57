import { sql } from "drizzle-orm";
import { index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";

// The national catalogue (README.md, "National catalogues"): on the directory, one row per public motion of
// every database, with what a national list sorts, filters and shows, so a national list or search reads one
// database. The motions' own rows stay where their jurisdiction is placed (placement.ts); this is a copy,
// written through by the rare writes and refreshed every minute for the votes (worker/catalogue/refresh.ts).
// The migration makes these tables on all nine databases; only the directory's are used.

/** The database's clock in whole ms: every stamp of motions.changed_at, so one clock orders them. */
export const stampNow = sql<number>`CAST(unixepoch('subsec') * 1000 AS INTEGER)`;

export const motionCatalogue = sqliteTable(
  "motion_catalogue",
  {
    id: text("id").primaryKey(),
    /** The database the motion lives on (placement.ts names). */
    database: text("database").notNull(),
    status: text("status").notNull(),
    moderationState: text("moderation_state").notNull(),
    jurisdictionId: text("jurisdiction_id").notNull(),
    jurisdictionPath: text("jurisdiction_path").notNull(),
    // The sort keys of worker/motions/list-keys.ts, with the same values (ms for times, -1 for none).
    aiRank: real("ai_rank").notNull(),
    netVotes: integer("net_votes").notNull(),
    upCount: integer("up_count").notNull(),
    downCount: integer("down_count").notNull(),
    createdAt: integer("created_at").notNull(),
    answeredRank: integer("answered_rank").notNull(),
    trendKey: real("trend_key").notNull(),
    /** The words, for catalogue_fts (national search). */
    text: text("text").notNull(),
    /** The public card (toMotion without a viewer, image addresses without an origin), as JSON. */
    card: text("card").notNull(),
    /** The source row's motions.changed_at this copy was made from: an older copy never overwrites a newer one. */
    changedAt: integer("changed_at").notNull(),
    refreshedAt: integer("refreshed_at").notNull(),
  },
  (t) => [
    // One index per national sort, and per status and sort (the status filters), each ending in the id.
    index("catalogue_ai_idx").on(t.aiRank, t.id),
    index("catalogue_votes_idx").on(t.netVotes, t.upCount, t.id),
    index("catalogue_latest_idx").on(t.createdAt, t.id),
    index("catalogue_answered_idx").on(t.answeredRank, t.id),
    index("catalogue_trend_idx").on(t.trendKey, t.id),
    index("catalogue_status_ai_idx").on(t.status, t.aiRank, t.id),
    index("catalogue_status_votes_idx").on(t.status, t.netVotes, t.upCount, t.id),
    index("catalogue_status_latest_idx").on(t.status, t.createdAt, t.id),
    index("catalogue_status_answered_idx").on(t.status, t.answeredRank, t.id),
    index("catalogue_status_trend_idx").on(t.status, t.trendKey, t.id),
  ],
);

/**
 * How far the refresh has copied each database: the last (changed_at, rowid) of its motions it copied, and
 * when a run first reached the end of that database (its backfill done; national lists read the catalogue
 * once every database has: catalogue/ready.ts).
 */
export const catalogueWatermarks = sqliteTable("catalogue_watermarks", {
  database: text("database").primaryKey(),
  changedAt: integer("changed_at").notNull(),
  rowid: integer("source_rowid").notNull(),
  refreshedAt: integer("refreshed_at").notNull(),
  caughtUpAt: integer("caught_up_at"),
});

/** Motions deleted on this database since the refresh last looked (a trigger writes them): their copies go. */
export const catalogueRemovals = sqliteTable("catalogue_removals", {
  motionId: text("motion_id").primaryKey(),
  removedAt: integer("removed_at").notNull().default(sql`(CAST(unixepoch('subsec') * 1000 AS INTEGER))`),
});

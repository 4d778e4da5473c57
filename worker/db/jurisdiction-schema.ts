import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { JURISDICTION_KINDS } from "../contract/jurisdictions";
import { createdAt, id } from "./columns";
import { users } from "./schema";

// The jurisdiction tree (README.md, "A nation of cities"): nation → region → city → district. Every motion page
// belongs to one. `path` is the ids from the nation down, "/<nation>/<region>/<city>/", so "this jurisdiction
// and everything below it" is one range of the path index; `region_id` and `city_id` are the ancestors (or the
// row itself) at those levels, so the triggers of migration 0022 find a row's ancestors by primary key.
export const jurisdictions = sqliteTable(
  "jurisdictions",
  {
    id: id(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    kind: text("kind", { enum: JURISDICTION_KINDS }).notNull(),
    parentId: text("parent_id"),
    path: text("path").notNull(),
    regionId: text("region_id"),
    cityId: text("city_id"),
    // Totals of this jurisdiction and everything below it, kept by the triggers of migration 0022 in the
    // same transaction as the change (like site_counters): a city home reads them without a scan.
    pageCount: integer("page_count").notNull().default(0),
    motionCount: integer("motion_count").notNull().default(0),
    voteCount: integer("vote_count").notNull().default(0),
    answeredCount: integer("answered_count").notNull().default(0),
    // Denormalised count of `jurisdiction_follows` rows, changed in the same batch as the row.
    followerCount: integer("follower_count").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("jurisdictions_slug_idx").on(t.slug),
    uniqueIndex("jurisdictions_path_idx").on(t.path),
    index("jurisdictions_parent_idx").on(t.parentId, sql`${t.name} COLLATE NOCASE`),
    // "The most answered cities": a city's answered total, highest first.
    index("jurisdictions_answered_idx").on(t.kind, t.answeredCount, t.id),
  ],
);

/**
 * The addresses a jurisdiction had before a rename: /{old} and everything under it answer 301 to the new
 * address, so links people shared keep working.
 */
export const jurisdictionAliases = sqliteTable("jurisdiction_aliases", {
  slug: text("slug").primaryKey(),
  jurisdictionId: text("jurisdiction_id")
    .notNull()
    .references(() => jurisdictions.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

/** Members following a city ("follow this city"): new pages and answers of that city reach them. */
export const jurisdictionFollows = sqliteTable(
  "jurisdiction_follows",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    jurisdictionId: text("jurisdiction_id")
      .notNull()
      .references(() => jurisdictions.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jurisdictionId] }), index("jurisdiction_follows_j_idx").on(t.jurisdictionId, t.userId)],
);

/**
 * Which database holds a jurisdiction and everything below it (README.md, "Databases"): a row names one of
 * worker/db/placement.ts's databases; a jurisdiction without one is where its nearest placed ancestor is, or
 * on the directory. Read only through placement.ts, which refuses a name it does not know.
 */
export const jurisdictionPlacements = sqliteTable("jurisdiction_placements", {
  jurisdictionId: text("jurisdiction_id")
    .primaryKey()
    .references(() => jurisdictions.id, { onDelete: "cascade" }),
  database: text("database").notNull(),
  createdAt: createdAt(),
});

/** The steps of a move, in order; `failed` is a verification that did not match (README.md, "Moving a jurisdiction"). */
export const MOVE_STATES = ["copying", "verified", "flipped", "cleaned", "failed"] as const;

/**
 * One row per jurisdiction that was moved, or is being moved, to another database (README.md, "Moving a
 * jurisdiction"): where from, where to, the step it reached and the last step's report (counts and checksums
 * per table, or the error), as JSON. While a row is `copying` or `verified`, writes to that subtree wait.
 */
export const jurisdictionMoves = sqliteTable(
  "jurisdiction_moves",
  {
    jurisdictionId: text("jurisdiction_id")
      .primaryKey()
      .references(() => jurisdictions.id, { onDelete: "cascade" }),
    fromDatabase: text("from_database").notNull(),
    toDatabase: text("to_database").notNull(),
    state: text("state", { enum: MOVE_STATES }).notNull(),
    startedAt: integer("started_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
    report: text("report").notNull().default("{}"),
  },
  (t) => [check("jurisdiction_moves_state", sql`${t.state} in ('copying', 'verified', 'flipped', 'cleaned', 'failed')`)],
);

import { integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";

// The FTS5 indexes of migrations 0015, 0016 and 0030 (README.md, "Search"), as queries see them. drizzle-kit cannot model a
// virtual table, so this file is not in drizzle.config.ts and the migration is hand-written; `rowid` is the
// indexed row's rowid and `rank` its BM25 score for the query's MATCH (lower is better).

export const motionsFts = sqliteTable("motions_fts", { rowid: integer("rowid").notNull(), text: text("text"), page: text("page"), rank: real("rank") });

export const pagesFts = sqliteTable("entities_fts", {
  rowid: integer("rowid").notNull(),
  name: text("name"),
  description: text("description"),
  rank: real("rank"),
});

/** National search's index over the catalogue's words (migration 0030, README.md "National catalogues"). */
export const catalogueFts = sqliteTable("catalogue_fts", { rowid: integer("rowid").notNull(), text: text("text"), rank: real("rank") });

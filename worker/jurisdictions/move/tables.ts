import { getTableConfig, type SQLiteTable } from "drizzle-orm/sqlite-core";
import { motionUpdates, notifications } from "../../db/answers-schema";
import { jurisdictionFollows } from "../../db/jurisdiction-schema";
import { appeals, moderationLog, reports } from "../../db/moderation-schema";
import { follows, motions, pages } from "../../db/schema";

// What a move copies, table by table, in an order the foreign keys accept (README.md, "Moving a jurisdiction",
// which also lists the tables that stay where they are, and why). Every statement reads the subtree's
// jurisdiction ids from ?1, a JSON array whose first id is the moved jurisdiction itself, so no id list ever
// meets D1's limit of 100 bound parameters. Each table reads its rows in a cursor's order (?2 the page size,
// ?3… the cursor) and inserts a page from one JSON parameter, so re-running a copy skips what is there.

export interface MovedTable {
  name: string;
  /** The subtree's rows after the cursor, at most ?2, each with its cursor as _k0 (and _k1). */
  read: string;
  /** The cursor before the first row. */
  start: number[];
  cursorOf: (row: Record<string, unknown>) => number[];
  /** Writes a page of rows (?1, JSON) on the target; a row already there (by any unique key) is left alone. */
  insert: string;
  /** The columns of a row's logical content: ids and values, never a database's own numbers (seq, rowid). */
  checksum: string[];
  /** Deletes at most one chunk of the subtree's rows (cleanup); absent: the table's rows are kept. */
  remove?: string;
}

const SUBTREE = "(select value from json_each(?1))";
const ROOT = "json_extract(?1, '$[0]')";
const PAGES = `(select id from entities where jurisdiction_id in ${SUBTREE})`;
const MOTIONS = `(select id from motions where entity_id in ${PAGES})`;
const SEQS = `(select seq from motions where entity_id in ${PAGES})`;
const CHUNK = 200;

const field = (column: string) => `json_extract(value, '$."${column}"')`;
const columnsOf = (table: SQLiteTable, skip: string[] = []) =>
  getTableConfig(table)
    .columns.filter((c) => !c.generated && !skip.includes(c.name))
    .map((c) => c.name);

/** A table with a rowid: its rows in rowid order, inserted or ignored, deleted in chunks by rowid. */
const byRowid = (name: string, columns: string[], where: string, options: { checksum?: string[]; insert?: string; keep?: boolean } = {}): MovedTable => ({
  name,
  read: `select rowid as _k0, ${columns.join(", ")} from ${name} where (${where}) and rowid > ?3 order by rowid limit ?2`,
  start: [0],
  cursorOf: (row) => [row._k0 as number],
  insert: options.insert ?? `insert or ignore into ${name} (${columns.join(", ")}) select ${columns.map(field).join(", ")} from json_each(?1)`,
  checksum: options.checksum ?? columns,
  remove: options.keep ? undefined : `delete from ${name} where rowid in (select rowid from ${name} where ${where} limit ${CHUNK})`,
});

// The tree's own rows: its fields, with the totals the triggers of migration 0022 keep left to those triggers
// (a new row starts at 0 and counts the pages and motions as they arrive); follower_count is kept by the app,
// so it is copied. A row already on the target takes the source's fields: every database has migration
// 0022's first nation, region and city, under the slugs they had before an admin renamed them. The ancestors
// come along so the triggers and the joins find them, counting only what the target holds; they are neither
// verified nor cleaned, since other jurisdictions share them.
const TREE = ["id", "slug", "name", "kind", "parent_id", "path", "region_id", "city_id", "created_at"];
const TOTALS = ["page_count", "motion_count", "vote_count", "answered_count", "follower_count"];
const upsertTree = (columns: string[]) =>
  `insert into jurisdictions (${columns.join(", ")}) select ${columns.map(field).join(", ")} from json_each(?1) where true
    on conflict (id) do update set ${columns.filter((c) => c !== "id").map((c) => `${c} = excluded.${c}`).join(", ")}`;
const ancestors = byRowid("jurisdictions", TREE, `instr((select path from jurisdictions where id = ${ROOT}), '/' || id || '/') > 0 and id <> ${ROOT}`, {
  insert: upsertTree(TREE),
  keep: true,
});
// Verified on the totals of what moves: the directory keeps every page, so its page totals count more than the
// target's; follower totals are written by the app (and copied).
const subtree = byRowid("jurisdictions", [...TREE, ...TOTALS], `id in ${SUBTREE}`, {
  insert: upsertTree([...TREE, "follower_count"]),
  checksum: [...TREE, "motion_count", "vote_count", "answered_count"],
  keep: true,
});

// Members as cards (README.md decision 40: a member's number is the nation's): the columns a page or a motion
// shows, never a password, a Google id or an address (the e-mail, unique and required, becomes a placeholder
// made from the id). Verified by (id, num) alone: the directory's row is the member, and a card elsewhere may
// show an older name. A card stays when its motions leave: other jurisdictions may show it.
// Each a term of its own (not one UNION): D1 caps the terms of a compound SELECT.
const MEMBER_IDS = [
  `select author_id from motions where entity_id in ${PAGES}`,
  `select user_id from follows where entity_id in ${PAGES}`,
  `select user_id from jurisdiction_follows where jurisdiction_id in ${SUBTREE}`,
  `select user_id from reports where motion_id in ${MOTIONS}`,
  `select user_id from appeals where motion_id in ${MOTIONS}`,
  `select member_id from moderation_log where motion_id in ${MOTIONS}`,
  `select user_id from notifications where motion_id in ${MOTIONS}`,
].map((ids) => `id in (${ids})`);
const CARD = ["id", "num", "name", "picture_url", "picture_key", "is_verified", "home_jurisdiction_id", "suspended_until", "created_at"];
const members = byRowid("users", CARD, `${MEMBER_IDS.join(" or ")} or num in (select member_num from votes where motion_seq in ${SEQS})`, {
  insert: `insert or ignore into users (${CARD.join(", ")}, email) select ${CARD.map(field).join(", ")}, ${field("id")} || '@member.invalid' from json_each(?1)`,
  checksum: ["id", "num"],
  keep: true,
});

// A motion gets the target's next seq (migration 0025's trigger, as for any insert): another city's motions may
// hold the same numbers there. Its votes are therefore read with their motion's id and written with the seq
// that id has on the target; the member's number is the same everywhere.
// `changed_at` is the database's own clock too: the target stamps a copied motion as changed now, so the target's
// catalogue refresh copies it with its new database (README.md, "National catalogues").
const motionColumns = columnsOf(motions, ["seq", "changed_at"]);
const votes: MovedTable = {
  name: "votes",
  read: `select v.motion_seq as _k0, v.member_num as _k1, m.id as motion_id, v.member_num, v.up, v.cast_at
    from votes v join motions m on m.seq = v.motion_seq where m.entity_id in ${PAGES} and (v.motion_seq, v.member_num) > (?3, ?4)
    order by v.motion_seq, v.member_num limit ?2`,
  start: [0, 0],
  cursorOf: (row) => [row._k0 as number, row._k1 as number],
  insert: `insert or ignore into votes (motion_seq, member_num, up, cast_at)
    select m.seq, ${field("member_num")}, ${field("up")}, ${field("cast_at")} from json_each(?1) join motions m on m.id = ${field("motion_id")}`,
  checksum: ["motion_id", "member_num", "up", "cast_at"],
  remove: `delete from votes where (motion_seq, member_num) in (select motion_seq, member_num from votes where motion_seq in ${SEQS} limit ${CHUNK})`,
};

/** Every table a move copies and verifies, parents first; cleanup walks them backwards. */
export const MOVED_TABLES: { table: MovedTable; verified: boolean }[] = [
  { table: ancestors, verified: false },
  { table: subtree, verified: true },
  { table: members, verified: true },
  // The directory keeps every page's row (README.md, "Routing by placement"): cleanup leaves it; the target
  // gets a copy. A city's follows move with it, beside the motions whose answers they are told of.
  { table: byRowid("entities", columnsOf(pages), `jurisdiction_id in ${SUBTREE}`, { keep: true }), verified: true },
  { table: byRowid("motions", motionColumns, `entity_id in ${PAGES}`), verified: true },
  { table: votes, verified: true },
  { table: byRowid("follows", columnsOf(follows), `entity_id in ${PAGES}`), verified: true },
  { table: byRowid("jurisdiction_follows", columnsOf(jurisdictionFollows), `jurisdiction_id in ${SUBTREE}`), verified: true },
  { table: byRowid("motion_updates", columnsOf(motionUpdates), `motion_id in ${MOTIONS}`), verified: true },
  { table: byRowid("reports", columnsOf(reports), `motion_id in ${MOTIONS}`), verified: true },
  { table: byRowid("appeals", columnsOf(appeals), `motion_id in ${MOTIONS}`), verified: true },
  { table: byRowid("moderation_log", columnsOf(moderationLog), `motion_id in ${MOTIONS}`), verified: true },
  { table: byRowid("notifications", columnsOf(notifications), `motion_id in ${MOTIONS}`), verified: true },
];

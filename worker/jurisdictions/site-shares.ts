import { DIRECTORY, type everyDatabase } from "../db/placement";
import type { StaleCopy } from "./move/state";

// The site's figures (GET /api/stats: public motions and their votes) over every database (README.md,
// "Databases", totals). Each database's site_counters (migration 0008) count what it holds; the directory
// keeps each other database's figures in site_counter_shares (migration 0033), refreshed with the totals every
// minute, and the stats add them to its own counters. A moved subtree's copy that its placement does not name
// is taken off its database's share (on the directory, as the directory's own negative share), counted on
// that copy's public motions: only while a move is under way, and shrinking as its cleanup deletes.

type Figures = { motions: number; votes: number };

const PUBLIC = "moderation_state in ('published', 'review')";
const COPY_FIGURES = `select count(*) as motions, coalesce(sum(up_count + down_count), 0) as votes from motions
  where ${PUBLIC} and entity_id in (select id from entities where jurisdiction_id in (select value from json_each(?1)))`;
const SHARE = `insert into site_counter_shares (database, motions, votes) values (?1, ?2, ?3)
  on conflict (database) do update set motions = excluded.motions, votes = excluded.votes`;

const figuresOf = async (db: D1Database, sql: string, ...args: unknown[]) => (await db.prepare(sql).bind(...args).first<Figures>()) ?? { motions: 0, votes: 0 };

/** Writes each database's share of the site's figures to the directory; answers how many shares it wrote. */
export async function refreshSiteShares(databases: ReturnType<typeof everyDatabase>, stale: StaleCopy[]): Promise<number> {
  const dir = databases.find((d) => d.name === DIRECTORY)!.db;
  const shares = await Promise.all(
    databases.map(async ({ name, db }) => {
      const own = name === DIRECTORY ? { motions: 0, votes: 0 } : await figuresOf(db, "select motions, votes from site_counters where id = 1");
      for (const copy of stale.filter((s) => s.database === name)) {
        const off = await figuresOf(db, COPY_FIGURES, copy.subtree);
        own.motions -= off.motions;
        own.votes -= off.votes;
      }
      return dir.prepare(SHARE).bind(name, own.motions, own.votes);
    }),
  );
  await dir.batch(shares);
  return shares.length;
}

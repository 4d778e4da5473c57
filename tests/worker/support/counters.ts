import { expect } from "vitest";
import { db, trendKeys } from "./factories";
import { inList } from "../../../worker/db/in-list";
import { motions } from "../../../worker/db/schema";
import { env } from "cloudflare:test";
import { directory } from "../../../worker/db/placement";

// The invariants every write must keep: a motion's counters and Trending's key equal its vote rows, and the site totals of
// GET /api/stats (triggers) equal a recount of the public motions.

/** Each of these motions (those still there) counts exactly the votes stored for it, in its counters and its trend key. */
export async function expectExactCounters(motionIds: string[]) {
  const rows = await db()
    .select({ id: motions.id, up: motions.upCount, down: motions.downCount })
    .from(motions)
    .where(inList(motions.id, motionIds));
  const stored = await directory(env).prepare(
    `SELECT m.id AS id, sum(v.up = 1) AS up, sum(v.up = 0) AS down FROM votes v JOIN motions m ON m.seq = v.motion_seq
     WHERE m.id IN (SELECT value FROM json_each(?)) GROUP BY m.id`,
  )
    .bind(JSON.stringify(motionIds))
    .all<{ id: string; up: number; down: number }>();
  const truth = new Map(stored.results.map((r) => [r.id, { up: r.up, down: r.down }]));
  for (const row of rows) expect({ id: row.id, up: row.up, down: row.down }).toEqual({ id: row.id, ...(truth.get(row.id) ?? { up: 0, down: 0 }) });
  for (const row of rows) {
    const { stored, recounted } = await trendKeys(row.id);
    // Doubles summed in another order: equal to a few parts in 10^12 of the largest vote's weight.
    expect(Math.abs(stored - recounted), `trend_key of ${row.id}`).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(recounted)));
  }
  return rows;
}

/** The site totals equal a recount, read in one statement so no parallel write can fall between the two. */
export async function expectExactSiteTotals() {
  const row = await directory(env).prepare(
    `SELECT s.motions AS motions, s.votes AS votes,
       (SELECT count(*) FROM motions WHERE moderation_state IN ('published', 'review')) AS recountMotions,
       (SELECT coalesce(sum(up_count + down_count), 0) FROM motions WHERE moderation_state IN ('published', 'review')) AS recountVotes
     FROM site_counters s WHERE s.id = 1`,
  ).first<{ motions: number; votes: number; recountMotions: number; recountVotes: number }>();
  expect({ motions: row!.motions, votes: row!.votes }).toEqual({ motions: row!.recountMotions, votes: row!.recountVotes });
}

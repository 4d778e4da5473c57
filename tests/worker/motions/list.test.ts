import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MOTION_SORTS, type MotionSort } from "../../../worker/contract/limits";
import { listQuery } from "../../../worker/motions/list";
import { db } from "../support/factories";
import { directory } from "../../../worker/db/placement";

// A motion list, viewerVote included, stays one query whose plan walks the sort's own index: no sort step,
// the viewer's vote looked up by key (README.md decision 2: keyset pagination with total orders).

const INDEX: Record<MotionSort, string> = {
  "A.I": "motions_ai_idx",
  Votes: "motions_votes_idx",
  Latest: "motions_latest_idx",
  Answered: "motions_answered_idx",
  Trending: "motions_trend_idx",
};

describe("list query plan with viewerVote", () => {
  const plan = async (query: { toSQL: () => { sql: string; params: unknown[] } }) => {
    const { sql, params } = query.toSQL();
    const { results } = await directory(env).prepare(`EXPLAIN QUERY PLAN ${sql}`).bind(...params).all<{ detail: string }>();
    return results.map((r) => r.detail).join("\n");
  };

  it.each(MOTION_SORTS)("walks the %s index and looks the vote up by primary key, with no sort step", async (sort) => {
    const index = INDEX[sort];
    const all = await plan(listQuery(db(), { sort, limit: 8, viewerId: "viewer-id" }));
    expect(all).toContain(`USING INDEX ${index}`);
    expect(all).toMatch(/SEARCH votes USING (PRIMARY KEY|INDEX sqlite_autoindex_votes_1)/);
    expect(all).not.toContain("TEMP B-TREE");

    const onePage = await plan(listQuery(db(), { sort, limit: 8, viewerId: "viewer-id", pageId: "page-id" }));
    expect(onePage).toContain(`USING INDEX ${index.replace("motions_", "motions_entity_")}`);
    expect(onePage).not.toContain("TEMP B-TREE");
  });

  it.each(MOTION_SORTS)("walks the status-first %s index when the list is filtered by one status", async (sort) => {
    const index = INDEX[sort].replace("motions_", "motions_status_");
    const all = await plan(listQuery(db(), { sort, limit: 8, statuses: ["accepted"] }));
    expect(all).toContain(`USING INDEX ${index}`);
    expect(all).not.toContain("TEMP B-TREE");
    const onePage = await plan(listQuery(db(), { sort, limit: 8, statuses: ["accepted"], pageId: "page-id" }));
    expect(onePage).toContain(`USING INDEX ${index.replace("motions_", "motions_entity_")}`);
    expect(onePage).not.toContain("TEMP B-TREE");
  });

  // A city's or a region's list reads the motions' own city_id or region_id (README.md, "A nation of cities").
  it.each(MOTION_SORTS)("walks the city's and the region's %s index, with or without a status, with no sort step", async (sort) => {
    for (const kind of ["city", "region"] as const) {
      const index = INDEX[sort].replace("motions_", `motions_${kind}_`);
      for (const statuses of [undefined, ["accepted" as const], ["open" as const, "accepted" as const]]) {
        const steps = await plan(listQuery(db(), { sort, limit: 8, viewerId: "viewer-id", statuses, scope: { kind, id: "jurisdiction-id", motions: 0 } }));
        expect(steps, `${kind} ${statuses}`).toContain(`SEARCH motions USING INDEX ${index} (${kind}_id=?)`);
        expect(steps, `${kind} ${statuses}`).not.toContain("TEMP B-TREE");
      }
    }
  });

  it("reads a district's motions by its pages", async () => {
    const steps = await plan(listQuery(db(), { sort: "A.I", limit: 8, scope: { kind: "district", id: "district-id", motions: 0 } }));
    expect(steps).toContain("SEARCH entities USING COVERING INDEX entities_jurisdiction_order_idx (jurisdiction_id=?)");
    expect(steps).toMatch(/SEARCH motions USING INDEX motions_entity_\w+_idx \(entity_id=\?\)/);
  });
});

import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MOTION_SORTS, type MotionSort } from "../../../worker/contract/limits";
import { listQuery } from "../../../worker/motions/list";
import { db } from "../support/factories";

// A motion list, viewerVote included, stays one query whose plan walks the sort's own index: no sort step,
// the viewer's vote looked up by key (README.md decision 2: keyset pagination with total orders).

const INDEX: Record<MotionSort, string> = {
  "A.I": "motions_ai_idx",
  Votes: "motions_votes_idx",
  Latest: "motions_latest_idx",
  Answered: "motions_answered_idx",
};

describe("list query plan with viewerVote", () => {
  const plan = async (query: { toSQL: () => { sql: string; params: unknown[] } }) => {
    const { sql, params } = query.toSQL();
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind(...params).all<{ detail: string }>();
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
});

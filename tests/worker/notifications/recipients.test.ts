import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { followerStretch, type LoadedUpdate } from "../../../worker/notifications/recipients";
import { db } from "../support/factories";

// The followers' stretch of a fan-out (notifications/recipients.ts) reads the page's followers and its city's
// (and district's) as index ranges in member-id order, merged without a sort, so a stretch costs about a
// hundred rows per arm however many members follow (README.md, "Notifications").

const loaded = { motion: { pageId: "page-1", cityId: "city-1" }, place: { id: "district-1" } } as LoadedUpdate;

describe("the followers' stretch", () => {
  it("merges index ranges of each followed thing, with no scan and no sort", async () => {
    const rows = await db().all<{ detail: string }>(sql`EXPLAIN QUERY PLAN ${followerStretch(loaded, "0193")}`);
    const detail = rows.map((r) => r.detail).join("\n");
    expect(detail).toContain("MERGE (UNION)");
    expect(detail).toMatch(/SEARCH follows USING COVERING INDEX follows_entity_user_idx \(entity_id=\? AND user_id>\?\)/);
    expect(detail.match(/SEARCH jurisdiction_follows USING COVERING INDEX jurisdiction_follows_j_idx \(jurisdiction_id=\? AND user_id>\?\)/g)).toHaveLength(2);
    expect(detail).not.toMatch(/\bSCAN\b/);
    expect(detail).not.toContain("TEMP B-TREE");
  });
});

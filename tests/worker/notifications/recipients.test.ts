import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { followerStretch, nextRecipients, type LoadedUpdate } from "../../../worker/notifications/recipients";
import { castVote, db, insertMotion, insertPage, signedInMember } from "../support/factories";

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

describe("the voters' stretch", () => {
  it("goes on past a member number, or past a member id from a message queued before migration 0025", async () => {
    const motion = await insertMotion((await insertPage()).id);
    const voters = [];
    for (let i = 0; i < 5; i++) voters.push((await signedInMember()).member);
    for (const [i, v] of voters.entries()) await castVote(motion.id, v.id, i % 2 ? "down" : "up");
    const voted = { motion: { id: motion.id } } as LoadedUpdate;
    const all = await nextRecipients(db(), voted, "voter");
    // Members are numbered in the order they joined (README.md, "Votes on disk"): the stretch's key order.
    expect(all.userIds).toEqual(voters.map((v) => v.id));
    const second = await nextRecipients(db(), voted, "voter", (await nextRecipients(db(), voted, "voter")).last);
    expect(second.userIds).toEqual([]);
    const [row] = await db().all<{ num: number }>(sql`SELECT num FROM users WHERE id = ${voters[1]!.id}`);
    expect((await nextRecipients(db(), voted, "voter", String(row!.num))).userIds).toEqual(voters.slice(2).map((v) => v.id));
    expect((await nextRecipients(db(), voted, "voter", voters[1]!.id)).userIds).toEqual(voters.slice(2).map((v) => v.id));
  });
});

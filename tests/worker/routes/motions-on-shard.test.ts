import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { commonMessages } from "../../../worker/contract/messages";
import { directory } from "../../../worker/db/placement";
import { api, errorJson, okJson } from "../support/client";
import { signedInMember } from "../support/factories";
import { editorOf } from "../support/jurisdiction-staff";
import { countOn, on, tallies } from "../support/moves";
import { quietQueues, submittedOn } from "../support/placed-city";

// A city placed on shard-3 is served from shard-3 (README.md, "Databases", routing by placement): a member's
// motion, vote and report land there and nowhere else, the directory indexes the motion and names the shard on
// the member's row, every read finds them, and the city's editor answers them. While a move of the city copies,
// writes wait (503) and reads go on. The scoring queue is recorded, not consumed: its routing is tested with it.

describe("a city on a shard", () => {
  it("keeps a member's motion on its shard, indexed on the directory, and names the shard on the member", async () => {
    const { author, motion, pages } = await submittedOn("shard-3");
    expect(await countOn("shard-3", "motions", "id = ?", motion._id)).toBe(1);
    expect(await countOn("directory", "motions", "id = ?", motion._id)).toBe(0);
    expect(await countOn("directory", "motion_catalogue", "id = ? and database = 'shard-3'", motion._id)).toBe(1);
    expect(await countOn("directory", "motion_homes", "motion_id = ? and page_id = ?", motion._id, pages[0]!.id)).toBe(1);
    expect(await countOn("shard-3", "users", "id = ? and email = ?", author.member.id, `${author.member.id}@member.invalid`)).toBe(1);
    const row = await directory(env).prepare("select activity_databases as a from users where id = ?").bind(author.member.id).first<{ a: string }>();
    expect(JSON.parse(row!.a)).toEqual(["shard-3"]);
  });

  it("finds the motion by id, on its page and in its city's list", async () => {
    const { city, pages, author, motion } = await submittedOn("shard-3");
    const one = await okJson(await api(author.auth).idea[":id"].$get({ param: { id: motion._id } }));
    expect(one.motion.idea).toBe(motion.idea);
    const onPage = await okJson(await api().idea.entityidea.$get({ query: { entity: pages[0]!.id } }));
    expect(onPage.motions.map((m) => m._id)).toEqual([motion._id]);
    const inCity = await okJson(await api().idea.$get({ query: { jurisdiction: city.slug } }));
    expect(inCity.motions.map((m) => m._id)).toContain(motion._id);
  });

  it("counts a vote on the shard and shows it to the voter", async () => {
    const { motion } = await submittedOn("shard-3");
    const voter = await signedInMember();
    await okJson(await api(voter.auth).idea.vote.$post({ json: { ideaId: motion._id } }));
    expect(await tallies("shard-3", [motion._id])).toEqual([expect.objectContaining({ up_count: 1, up_rows: 1 })]);
    const seen = await okJson(await api(voter.auth).idea[":id"].$get({ param: { id: motion._id } }));
    expect(seen.motion.votes.count).toBe(1);
    expect(seen.motion.viewerVote).toBe("up");
  });

  it("keeps a report on the shard", async () => {
    const { motion } = await submittedOn("shard-3");
    const reporter = await signedInMember();
    await okJson(await api(reporter.auth).idea[":id"].report.$post({ param: { id: motion._id }, json: { reason: "spam" } }), 201);
    expect(await countOn("shard-3", "reports", "motion_id = ? and user_id = ?", motion._id, reporter.member.id)).toBe(1);
    expect(await countOn("directory", "reports", "motion_id = ?", motion._id)).toBe(0);
  });

  it("lets the city's editor see and answer the motion there", async () => {
    const { city, motion } = await submittedOn("shard-3");
    const editor = await editorOf(city);
    const inbox = await okJson(await api(editor.auth).idea.inbox.$get({ query: {} }));
    expect(inbox.motions.map((m) => m._id)).toEqual([motion._id]);
    const json = { text: "We will look at the opening hours.", expectedStatus: "open" as const, status: "under_review" as const };
    await okJson(await api(editor.auth, quietQueues()).idea[":id"].updates.$post({ param: { id: motion._id }, json }), 201);
    expect(await countOn("shard-3", "motion_updates", "motion_id = ?", motion._id)).toBe(1);
    const row = await on("shard-3").prepare("select status from motions where id = ?").bind(motion._id).first<{ status: string }>();
    expect(row!.status).toBe("under_review");
  });

  it("answers 404 for a motion no database has", async () => {
    const voter = await signedInMember();
    await errorJson(await api(voter.auth).idea.vote.$post({ json: { ideaId: crypto.randomUUID() } }), 404);
  });

  it("holds writes while a move of the city copies, and still reads", async () => {
    const { city, motion } = await submittedOn("shard-3");
    await directory(env)
      .prepare("insert into jurisdiction_moves (jurisdiction_id, from_database, to_database, state, started_at, updated_at) values (?1, 'shard-3', 'shard-4', 'copying', 0, 0) on conflict (jurisdiction_id) do update set state = 'copying'")
      .bind(city.id)
      .run();
    const voter = await signedInMember();
    const res = await api(voter.auth).idea.vote.$post({ json: { ideaId: motion._id } });
    expect((await errorJson(res, 503)).message).toBe(commonMessages.moving);
    expect(res.headers.get("Retry-After")).toBe("60");
    await okJson(await api().idea[":id"].$get({ param: { id: motion._id } }));
    expect(await tallies("shard-3", [motion._id])).toEqual([expect.objectContaining({ up_count: 0, up_rows: 0 })]);
  });
});

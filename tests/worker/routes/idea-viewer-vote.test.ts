import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MOTION_SORTS } from "../../../worker/contract/limits";
import { listQuery } from "../../../worker/motions/list";
import { castVote, db, insertPage, insertMember, insertMotions, send, signedInMember } from "../factories";

// viewerVote: every motion a signed-in member reads carries that member's own vote (lists and detail);
// anonymous callers and other members see null. The list stays one query whose plan walks the sort's index.

type Motion = { _id: string; viewerVote: "up" | "down" | null };
type List = { motions: Motion[]; nextCursor: string | null };

/** A page with three motions: the member voted up on the first, down on the second, not on the third. */
const votedPage = async () => {
  const page = await insertPage();
  const [up, down, none] = await insertMotions(page.id, [{ score: 90 }, { score: 80 }, { score: 70 }]);
  const viewer = await signedInMember();
  await castVote(up!.id, viewer.member.id, "up");
  await castVote(down!.id, viewer.member.id, "down");
  // Someone else's votes must never show as the viewer's.
  const other = await insertMember();
  await castVote(none!.id, other.id, "up");
  await castVote(up!.id, other.id, "down");
  return { page, viewer, expected: { [up!.id]: "up", [down!.id]: "down", [none!.id]: null } as Record<string, Motion["viewerVote"]> };
};

const read = async <T>(path: string, auth: Record<string, string> = {}) => {
  const res = await send("GET", `/idea${path}`, undefined, auth);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
};

const votesOf = (list: Motion[]) => Object.fromEntries(list.map((m) => [m._id, m.viewerVote]));

describe("viewerVote", () => {
  it("carries the signed-in member's own vote on every motion of the page list, in every sort", async () => {
    const { page, viewer, expected } = await votedPage();
    for (const sort of MOTION_SORTS) {
      const list = await read<List>(`/entityidea?entity=${page.id}&sort=${encodeURIComponent(sort)}`, viewer.auth);
      expect(votesOf(list.motions), sort).toEqual(expected);
    }
  });

  it("carries it through cursor pages of the page list", async () => {
    const { page, viewer, expected } = await votedPage();
    const first = await read<List>(`/entityidea?entity=${page.id}&limit=2`, viewer.auth);
    const second = await read<List>(`/entityidea?entity=${page.id}&limit=2&cursor=${first.nextCursor}`, viewer.auth);
    expect(votesOf([...first.motions, ...second.motions])).toEqual(expected);
  });

  it("carries it in the all-motions list and on GET /api/idea/:id", async () => {
    const { viewer, expected } = await votedPage();
    const list = await read<List>("?sort=Latest&limit=50", viewer.auth);
    const mine = list.motions.filter((m) => m._id in expected);
    expect(votesOf(mine)).toEqual(expected);
    for (const [id, vote] of Object.entries(expected)) {
      expect((await read<{ motion: Motion }>(`/${id}`, viewer.auth)).motion.viewerVote).toBe(vote);
    }
  });

  it("is null for anonymous callers, other members and invalid tokens, with the same motions listed", async () => {
    const { page, viewer, expected } = await votedPage();
    const stranger = await signedInMember();
    const callers = [{}, stranger.auth, { Authorization: "Bearer not-a-token" }];
    const own = await read<List>(`/entityidea?entity=${page.id}`, viewer.auth);
    for (const auth of callers) {
      const list = await read<List>(`/entityidea?entity=${page.id}`, auth);
      expect(list.motions.map((m) => m._id)).toEqual(own.motions.map((m) => m._id));
      expect(list.motions.map((m) => m.viewerVote)).toEqual([null, null, null]);
      for (const id of Object.keys(expected)) expect((await read<{ motion: Motion }>(`/${id}`, auth)).motion.viewerVote).toBeNull();
    }
  });
});

describe("list query plan with viewerVote", () => {
  const plan = async (query: { toSQL: () => { sql: string; params: unknown[] } }) => {
    const { sql, params } = query.toSQL();
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind(...params).all<{ detail: string }>();
    return results.map((r) => r.detail).join("\n");
  };

  it.each(MOTION_SORTS)("walks the %s index and looks the vote up by primary key, with no sort step", async (sort) => {
    const index = { "A.I": "motions_ai_idx", Votes: "motions_votes_idx", Latest: "motions_latest_idx" }[sort];
    const all = await plan(listQuery(db(), { sort, limit: 8, viewerId: "viewer-id" }));
    expect(all).toContain(`USING INDEX ${index}`);
    expect(all).toMatch(/SEARCH votes USING (PRIMARY KEY|INDEX sqlite_autoindex_votes_1)/);
    expect(all).not.toContain("TEMP B-TREE");

    const onePage = await plan(listQuery(db(), { sort, limit: 8, viewerId: "viewer-id", pageId: "page-id" }));
    expect(onePage).toContain(`USING INDEX ${index.replace("motions_", "motions_entity_")}`);
    expect(onePage).not.toContain("TEMP B-TREE");
  });
});

import type { InferRequestType } from "hono/client";
import { describe, expect, it } from "vitest";
import { MOTION_SORTS } from "../../../worker/contract/limits";
import { api, okJson, type MotionJson } from "../support/client";
import { castVote, insertPage, insertMember, insertMotions, signedInMember } from "../support/factories";
import { refreshCatalogue } from "../support/catalogue";

// viewerVote: every motion a signed-in member reads carries that member's own vote (lists and detail);
// anonymous callers and other members see null. That the list stays one indexed query: motions/list.test.ts.

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
  return { page, viewer, expected: { [up!.id]: "up", [down!.id]: "down", [none!.id]: null } as Record<string, MotionJson["viewerVote"]> };
};

type ListQuery = InferRequestType<ReturnType<typeof api>["idea"]["$get"]>["query"];
const pageList = async (pageId: string, query: ListQuery, auth: Record<string, string> = {}) =>
  okJson(await api(auth).idea.entityidea.$get({ query: { entity: pageId, ...query } }));
// The all-motions list reads the national catalogue: the motions written straight to D1 reach it with the minute's
// refresh, run first. The viewer's own vote is read where the motions live, never from the catalogue.
const allList = async (query: ListQuery, auth: Record<string, string>) => {
  await refreshCatalogue();
  return okJson(await api(auth).idea.$get({ query }));
};
const detail = async (id: string, auth: Record<string, string>) => (await okJson(await api(auth).idea[":id"].$get({ param: { id } }))).motion;

const votesOf = (list: MotionJson[]) => Object.fromEntries(list.map((m) => [m._id, m.viewerVote]));

describe("viewerVote", () => {
  it("carries the signed-in member's own vote on every motion of the page list, in every sort", async () => {
    const { page, viewer, expected } = await votedPage();
    for (const sort of MOTION_SORTS) {
      const list = await pageList(page.id, { sort }, viewer.auth);
      expect(votesOf(list.motions), sort).toEqual(expected);
    }
  });

  it("carries it through cursor pages of the page list", async () => {
    const { page, viewer, expected } = await votedPage();
    const first = await pageList(page.id, { limit: "2" }, viewer.auth);
    const second = await pageList(page.id, { limit: "2", cursor: first.nextCursor! }, viewer.auth);
    expect(votesOf([...first.motions, ...second.motions])).toEqual(expected);
  });

  it("carries it in the all-motions list and on GET /api/idea/:id", async () => {
    const { viewer, expected } = await votedPage();
    const list = await allList({ sort: "Latest", limit: "50" }, viewer.auth);
    const mine = list.motions.filter((m) => m._id in expected);
    expect(votesOf(mine)).toEqual(expected);
    for (const [id, vote] of Object.entries(expected)) {
      expect((await detail(id, viewer.auth)).viewerVote).toBe(vote);
    }
  });

  it("is null for anonymous callers, other members and invalid tokens, with the same motions listed", async () => {
    const { page, viewer, expected } = await votedPage();
    const stranger = await signedInMember();
    const callers = [{}, stranger.auth, { Authorization: "Bearer not-a-token" }];
    const own = await pageList(page.id, {}, viewer.auth);
    for (const auth of callers) {
      const list = await pageList(page.id, {}, auth);
      expect(list.motions.map((m) => m._id)).toEqual(own.motions.map((m) => m._id));
      expect(list.motions.map((m) => m.viewerVote)).toEqual([null, null, null]);
      for (const id of Object.keys(expected)) expect((await detail(id, auth)).viewerVote).toBeNull();
    }
  });
});

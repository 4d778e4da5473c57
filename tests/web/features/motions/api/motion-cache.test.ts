import { type InfiniteData, QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { replaceMotionInCache } from "../../../../../web/src/features/motions/api/motion-cache";
import { motionKeys, type MotionListPage, type SimilarMotions } from "../../../../../web/src/features/motions/api/motion-queries";
import { makeMotion } from "../motion-fixtures";

const pages = (...lists: ReturnType<typeof makeMotion>[][]): InfiniteData<MotionListPage> => ({
  pages: lists.map((motions) => ({ motions, nextCursor: null })) as MotionListPage[],
  pageParams: lists.map(() => undefined),
});

describe("replaceMotionInCache", () => {
  it("puts the server's motion into every list page and its detail entry, leaving other lists untouched", () => {
    const client = new QueryClient();
    const target = makeMotion();
    const other = makeMotion();
    const voted = { ...target, votes: { count: 99, voters: ["member-1"] }, viewerVote: "up" as const };
    client.setQueryData(motionKeys.list("A.I"), pages([other], [target]));
    client.setQueryData(motionKeys.list("Votes", "entity-1"), pages([target, other]));
    const unrelated = pages([other]);
    client.setQueryData(motionKeys.list("Latest"), unrelated);
    client.setQueryData(motionKeys.detail(target._id), target);

    replaceMotionInCache(client, voted);

    expect(client.getQueryData<InfiniteData<MotionListPage>>(motionKeys.list("A.I"))?.pages[1]?.motions[0]).toEqual(voted);
    expect(client.getQueryData<InfiniteData<MotionListPage>>(motionKeys.list("Votes", "entity-1"))?.pages[0]?.motions).toEqual([voted, other]);
    expect(client.getQueryData(motionKeys.list("Latest"))).toBe(unrelated);
    expect(client.getQueryData(motionKeys.detail(target._id))).toEqual(voted);
  });

  it("also updates search results and the Submit Motion dialog's similar motions, where the vote was cast", () => {
    const client = new QueryClient();
    const target = makeMotion();
    const other = makeMotion();
    const voted = { ...target, votes: { count: 5, voters: [] }, viewerVote: "up" as const };
    client.setQueryData(motionKeys.list("Relevance", "entity-1", undefined, "bike"), pages([other, target]));
    client.setQueryData<SimilarMotions>(motionKeys.similar("entity-1", "Add bike lanes on Harbour Road"), {
      motions: [target, other],
      suggestedPage: null,
    });
    const elsewhere: SimilarMotions = { motions: [other], suggestedPage: null };
    client.setQueryData(motionKeys.similar("entity-1", "Plant trees by the river walk"), elsewhere);

    replaceMotionInCache(client, voted);

    expect(client.getQueryData<InfiniteData<MotionListPage>>(motionKeys.list("Relevance", "entity-1", undefined, "bike"))?.pages[0]?.motions).toEqual(
      [other, voted],
    );
    expect(client.getQueryData<SimilarMotions>(motionKeys.similar("entity-1", "Add bike lanes on Harbour Road"))?.motions).toEqual([voted, other]);
    expect(client.getQueryData(motionKeys.similar("entity-1", "Plant trees by the river walk"))).toBe(elsewhere);
  });

  it("does not create a detail entry that was never fetched", () => {
    const client = new QueryClient();
    const motion = makeMotion();
    replaceMotionInCache(client, motion);
    expect(client.getQueryData(motionKeys.detail(motion._id))).toBeUndefined();
  });
});

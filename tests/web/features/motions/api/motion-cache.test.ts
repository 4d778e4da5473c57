import { type InfiniteData, QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { replaceMotionInCache } from "../../../../../web/src/features/motions/api/motion-cache";
import { motionKeys, type MotionListPage } from "../../../../../web/src/features/motions/api/motion-queries";
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

  it("does not create a detail entry that was never fetched", () => {
    const client = new QueryClient();
    const motion = makeMotion();
    replaceMotionInCache(client, motion);
    expect(client.getQueryData(motionKeys.detail(motion._id))).toBeUndefined();
  });
});

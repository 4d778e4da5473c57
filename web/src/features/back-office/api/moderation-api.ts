import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { InferRequestType, InferResponseType } from "hono/client";
import { staffApi, unwrap } from "../../../lib/api";
import type { StaffKind } from "../lib/staff-kind";

// Moderation in the back office (README.md, "Moderation"): the review queue and its decisions for admins and
// editors, each with its own token; suspending an author and the moderation log for admins only.

const moderation = (kind: StaffKind) => staffApi(kind).moderation;

type QueuePage = InferResponseType<ReturnType<typeof moderation>["queue"]["$get"], 200>;
export type QueueItem = QueuePage["items"][number];
export type DecisionBody = InferRequestType<ReturnType<typeof moderation>["motions"][":id"]["$post"]>["json"];
export type SuspensionBody = InferRequestType<ReturnType<typeof moderation>["members"][":id"]["suspension"]["$post"]>["json"];
type LogPage = InferResponseType<ReturnType<typeof moderation>["log"]["$get"], 200>;
export type LogEntry = LogPage["entries"][number];

export const moderationKeys = {
  all: ["back-office", "moderation"] as const,
  queue: (kind: StaffKind) => [...moderationKeys.all, kind, "queue"] as const,
  summary: (kind: StaffKind) => [...moderationKeys.all, kind, "summary"] as const,
  log: () => [...moderationKeys.all, "admin", "log"] as const,
};

/** Appeals first, then the longest waiting, by cursor. */
export const moderationQueueQuery = (kind: StaffKind) =>
  infiniteQueryOptions({
    queryKey: moderationKeys.queue(kind),
    queryFn: ({ pageParam }) => unwrap(moderation(kind).queue.$get({ query: pageParam ? { cursor: pageParam } : {} })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** How many motions wait for a moderator: the count on the Moderation link. */
export const moderationSummaryQuery = (kind: StaffKind) =>
  queryOptions({ queryKey: moderationKeys.summary(kind), queryFn: () => unwrap(moderation(kind).queue.summary.$get()), staleTime: 60_000 });

/** POST /api/moderation/motions/:id: keep, hide, restore or approve, from the state the moderator saw. */
export const decideOnMotion = (kind: StaffKind, id: string, json: DecisionBody) => unwrap(moderation(kind).motions[":id"].$post({ param: { id }, json }));

/** POST /api/moderation/members/:id/suspension (admin): 7 days, 30 days, permanently, or lift. */
export const setSuspension = (id: string, json: SuspensionBody) => unwrap(moderation("admin").members[":id"].suspension.$post({ param: { id }, json }));

/** The moderation log (admin), newest first, by cursor. */
export const moderationLogQuery = () =>
  infiniteQueryOptions({
    queryKey: moderationKeys.log(),
    queryFn: ({ pageParam }) => unwrap(moderation("admin").log.$get({ query: pageParam ? { cursor: pageParam } : {} })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

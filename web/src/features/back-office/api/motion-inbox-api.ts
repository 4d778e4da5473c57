import type { InboxSort } from "@contract/limits";
import type { MotionStatus } from "@contract/statuses";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { InferRequestType, InferResponseType } from "hono/client";
import { staffApi, unwrap } from "../../../lib/api";
import type { StaffKind } from "../lib/staff-kind";

// The motion inbox: every motion (or one page's) with the staff filters, the count awaiting a first
// response, and posting an official update. Admin and editor calls alike, each with its own token.

const idea = (kind: StaffKind) => staffApi(kind).idea;

type InboxPage = InferResponseType<ReturnType<typeof idea>["inbox"]["$get"], 200>;
export type InboxMotion = InboxPage["motions"][number];
export type UpdateBody = InferRequestType<ReturnType<typeof idea>[":id"]["updates"]["$post"]>["json"];

/** What the inbox shows: one page or all, one status or all, only the unanswered ones, in which order. */
export type InboxView = { entity?: string; status?: MotionStatus; awaiting?: boolean; sort: InboxSort };

export const inboxKeys = {
  all: ["back-office", "motions"] as const,
  list: (kind: StaffKind, view: InboxView) => [...inboxKeys.all, kind, "list", view] as const,
  summary: (kind: StaffKind) => [...inboxKeys.all, kind, "summary"] as const,
};

export const inboxQuery = (kind: StaffKind, view: InboxView) =>
  infiniteQueryOptions({
    queryKey: inboxKeys.list(kind, view),
    queryFn: ({ pageParam }) =>
      unwrap(
        idea(kind).inbox.$get({
          query: {
            sort: view.sort,
            ...(view.entity ? { entity: view.entity } : {}),
            ...(view.status ? { status: view.status } : {}),
            ...(view.awaiting ? { awaiting: "true" as const } : {}),
            ...(pageParam ? { cursor: pageParam } : {}),
          },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** How many motions have no official response yet: the staff landing page's to-do count. */
export const inboxSummaryQuery = (kind: StaffKind) =>
  queryOptions({ queryKey: inboxKeys.summary(kind), queryFn: () => unwrap(idea(kind).inbox.summary.$get()) });

/** POST /api/idea/:id/updates: a response, with or without a new status. */
export const postMotionUpdate = (kind: StaffKind, id: string, json: UpdateBody) => unwrap(idea(kind)[":id"].updates.$post({ param: { id }, json }));

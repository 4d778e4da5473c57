import { PAGE_SIZE } from "@contract/limits";
import { infiniteQueryOptions, queryOptions, type QueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "../../../lib/api";
import { notificationKeys } from "./notification-keys";

// A member's notifications (GET /api/me/notifications) and e-mail preferences
// (GET /api/me/notification-settings), read with the member's token. Private, so never prefetched by a
// route loader: the screens fetch once the member gate says someone is signed in.

type NotificationPage = InferResponseType<typeof api.me.notifications.$get, 200>;
export type Notification = NotificationPage["notifications"][number];
export type NotificationSettings = InferResponseType<(typeof api.me)["notification-settings"]["$get"], 200>["settings"];

/** How many the bell lists; the rest are a "See all" away. */
const BELL_LIMIT = PAGE_SIZE;
/** One page of /me/notifications: a screenful on a desktop, and few enough to render at once. */
const SCREEN_LIMIT = 20;

/**
 * Fetches one page of the list and hands its unread figure to the bell, so the badge and the list never
 * disagree after either is read.
 */
const fetchPage = async (queryClient: QueryClient, query: { limit: string; cursor?: string }) => {
  const page = await unwrap(api.me.notifications.$get({ query }));
  queryClient.setQueryData(notificationKeys.unread(), page.unread);
  return page;
};

/** The newest few, for the bell's menu; re-read every time it opens (staleTime 0). */
export const latestQuery = (queryClient: QueryClient) =>
  queryOptions({
    queryKey: notificationKeys.latest(),
    queryFn: () => fetchPage(queryClient, { limit: String(BELL_LIMIT) }),
    staleTime: 0,
  });

/** Every notification, newest first, a page at a time by cursor (/me/notifications). */
export const feedQuery = (queryClient: QueryClient) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.feed(),
    queryFn: ({ pageParam }) => fetchPage(queryClient, { limit: String(SCREEN_LIMIT), ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });

export const settingsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.settings(),
    queryFn: async () => (await unwrap(api.me["notification-settings"].$get())).settings,
  });

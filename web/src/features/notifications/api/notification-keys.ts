import { queryOptions } from "@tanstack/react-query";
import { api, ApiError, unwrap } from "../../../lib/api";

// The query keys of the feature and the bell's unread figure (GET /api/me/notifications/unread). Apart from
// the lists because the bell is in every page's first download, and the lists are not.

export const notificationKeys = {
  all: ["notifications"] as const,
  unread: () => [...notificationKeys.all, "unread"] as const,
  lists: () => [...notificationKeys.all, "list"] as const,
  latest: () => [...notificationKeys.lists(), "latest"] as const,
  feed: () => [...notificationKeys.lists(), "feed"] as const,
  settings: () => [...notificationKeys.all, "settings"] as const,
};

/** Polling cadence of the bell's figure while the tab is visible (TanStack pauses it in the background). */
const UNREAD_POLL_MS = 60_000;

// A 401 means the session ended elsewhere (a password reset): polling on would only repeat the refusal.
const sessionGone = (error: unknown) => error instanceof ApiError && error.status === 401;

/** The bell's unread figure: one indexed count, polled, and re-read when the window regains focus. */
export const unreadQuery = () =>
  queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: async () => (await unwrap(api.me.notifications.unread.$get())).unread,
    staleTime: 10_000,
    refetchInterval: (query) => (sessionGone(query.state.error) ? false : UNREAD_POLL_MS),
    refetchOnWindowFocus: true,
  });

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { ApiError, failureText } from "../../../lib/api";
import { useMemberGate } from "../../../lib/member-gate";
import { markRead } from "../api/notification-calls";
import { notificationKeys, unreadQuery } from "../api/notification-keys";
import { feedQuery, latestQuery, type Notification } from "../api/notification-queries";

type Which = { ids: string[] } | { all: true };
type Page = { notifications: Notification[] };

const marked = <P extends Page>(page: P, which: Which, at: string): P => ({
  ...page,
  notifications: page.notifications.map((n) => (n.readAt === null && ("all" in which || which.ids.includes(n._id)) ? { ...n, readAt: at } : n)),
});

/**
 * Marks notifications read: the rows and the bell's figure change at once (optimistic), the server's
 * figure then replaces the guess. On failure everything is re-read, so nothing shows read that is not.
 * Callers name only unread rows, so the figure drops by exactly their number.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  const gate = useMemberGate();
  const unreadKey = unreadQuery().queryKey;

  return useMutation({
    // One at a time, in order: the last answer's figure is the one that stays.
    scope: { id: "notifications-read" },
    mutationFn: markRead,
    onMutate: async (which: Which) => {
      // A list or count arriving mid-request would put the old state back on screen.
      await queryClient.cancelQueries({ queryKey: notificationKeys.all });
      const at = new Date().toISOString();
      queryClient.setQueryData(latestQuery(queryClient).queryKey, (page) => page && marked(page, which, at));
      queryClient.setQueryData(feedQuery(queryClient).queryKey, (data) => data && { ...data, pages: data.pages.map((page) => marked(page, which, at)) });
      queryClient.setQueryData(unreadKey, (unread) => (unread === undefined ? unread : "all" in which ? 0 : Math.max(0, unread - which.ids.length)));
    },
    onSuccess: ({ unread }) => queryClient.setQueryData(unreadKey, unread),
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      if (error instanceof ApiError && gate.handleRefusal(error.status)) return;
      toast.error(failureText(error));
    },
  });
}

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { notificationKeys, unreadQuery } from "../api/notification-keys";
import { BellMenu } from "./bell-menu";

/**
 * The bell of a signed-in member: the unread figure, polled every minute while the tab is visible and re-read
 * when the window regains focus, and the menu it opens. Loaded for members only.
 */
export default function MemberBell() {
  const queryClient = useQueryClient();
  const { data: unread = 0 } = useQuery(unreadQuery());
  // Something new arrived: a list on screen (/me/notifications) shows it without a reload.
  const seen = useRef(unread);
  useEffect(() => {
    if (unread > seen.current) void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
    seen.current = unread;
  }, [unread, queryClient]);
  return <BellMenu unread={unread} />;
}

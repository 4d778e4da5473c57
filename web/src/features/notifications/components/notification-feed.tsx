import { useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { clsx } from "clsx";
import { CheckCheck, Loader2 } from "lucide-react";
import { buttonClass } from "../../../components/button-styles";
import { motionLink } from "../../../lib/addresses";
import { unreadQuery } from "../api/notification-keys";
import { feedQuery } from "../api/notification-queries";
import { useMarkRead } from "../hooks/use-mark-read";
import { NoNotifications } from "./no-notifications";
import { NotificationSummary, summaryIds } from "./notification-summary";

const HEADING_ID = "notification-feed-heading";

/**
 * Every notification, newest first, a page at a time ("Load more", as the member's other lists). Each row
 * opens its motion and marks itself read; "Mark all read" clears the rest.
 */
export function NotificationFeed() {
  const queryClient = useQueryClient();
  const { data, isPending, isError, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = useInfiniteQuery(feedQuery(queryClient));
  // The bell (always in the header for a member) polls the figure; a second timer here would double the calls.
  const { data: unread = 0 } = useQuery({ ...unreadQuery(), refetchInterval: false });
  const markRead = useMarkRead();
  const notifications = data?.pages.flatMap((page) => page.notifications) ?? [];

  let body;
  if (isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
        <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        Loading…
      </p>
    );
  } else if (isError && notifications.length === 0) {
    body = (
      <p className="text-sm text-ink-muted">
        Your notifications could not be loaded.{" "}
        <button type="button" onClick={() => void refetch()} className="font-semibold text-brand underline-offset-4 hover:underline">
          Try again
        </button>
      </p>
    );
  } else if (notifications.length === 0) {
    body = <NoNotifications className="rounded-2xl border border-line bg-surface-raised px-6 py-10" />;
  } else {
    body = (
      <>
        <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface-raised">
          {notifications.map((notification) => (
            <li key={notification._id}>
              <Link
                {...motionLink(notification.motion)}
                onClick={() => notification.readAt === null && markRead.mutate({ ids: [notification._id] })}
                {...summaryIds(notification, "feed")}
                className={clsx(
                  "flex px-4 py-4 transition-colors hover:bg-surface-sunken focus-visible:-outline-offset-2",
                  notification.readAt === null && "bg-brand-soft/40",
                )}
              >
                <NotificationSummary notification={notification} scope="feed" />
              </Link>
            </li>
          ))}
        </ul>
        {hasNextPage && (
          <button type="button" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage} className={buttonClass({ size: "sm", className: "mt-4" })}>
            {isFetchingNextPage ? "Loading more…" : "Load more"}
          </button>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby={HEADING_ID} className="min-w-0">
      <div className="mb-4 flex min-h-11 flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="flex items-baseline gap-3">
          <h2 id={HEADING_ID} className="text-xl font-bold tracking-tight text-ink">
            Inbox
          </h2>
          {unread > 0 && <p className="text-sm font-medium text-ink-muted">{unread} unread</p>}
        </div>
        {notifications.length > 0 && (
          // aria-disabled rather than disabled once all is read: a disabled button would drop keyboard focus.
          <button
            type="button"
            aria-disabled={unread === 0}
            onClick={() => unread > 0 && markRead.mutate({ all: true })}
            className={buttonClass({ size: "sm", className: "aria-disabled:cursor-default aria-disabled:text-ink-muted aria-disabled:shadow-none" })}
          >
            <CheckCheck aria-hidden="true" className="size-4" />
            Mark all read
          </button>
        )}
      </div>
      {body}
    </section>
  );
}

import type { ContactStatus } from "@contract/limits";
import { useInfiniteQuery } from "@tanstack/react-query";
import { Inbox, Loader2 } from "lucide-react";
import { useState } from "react";
import { buttonClass } from "../../../../components/button-styles";
import { useLoadMore } from "../../../../lib/use-load-more";
import { messageListQuery } from "../../api/message-api";
import { useFailureToast } from "../../hooks/use-staff-failure";
import { ScreenHeader } from "../screen-header";
import { RetryButton, StatePanel } from "../state-panels";
import { MessageCard, MessageSkeleton } from "./message-card";
import { StatusFilter } from "./status-filter";

const EMPTY: Record<ContactStatus, { title: string; text: string }> = {
  open: { title: "No open messages", text: "Everything that came in has been handled." },
  handled: { title: "No handled messages yet", text: "Messages you mark as handled are kept here." },
  all: { title: "No messages yet", text: "Messages sent through the contact forms appear here." },
};

/** /admin/messages: the contact inbox, newest first, filtered by Open / Handled / All. */
export function MessageListScreen() {
  const [status, setStatus] = useState<ContactStatus>("open");
  const query = useInfiniteQuery(messageListQuery(status));
  const { data, isPending, isError, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, refetch } = query;
  useFailureToast("admin", query.error, `messages-error:${status}`);
  // A failed page stops the automatic loading; the button retries by hand rather than in a loop.
  const sentinel = useLoadMore({
    canLoad: hasNextPage && !isFetchingNextPage && !isFetchNextPageError,
    loadMore: () => fetchNextPage(),
  });
  const messages = data?.pages.flatMap((page) => page.messages) ?? [];

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <ScreenHeader title="Messages" description="What people sent through the contact forms, newest first." />
      <StatusFilter value={status} onChange={setStatus} />
      {isPending ? (
        <div aria-busy="true" className="space-y-4">
          <p role="status" className="sr-only">
            Loading messages…
          </p>
          {Array.from({ length: 3 }, (_, i) => (
            <MessageSkeleton key={i} />
          ))}
        </div>
      ) : isError && messages.length === 0 ? (
        <StatePanel
          icon={<Inbox aria-hidden="true" className="size-10" />}
          title="Messages could not be loaded."
          action={<RetryButton onRetry={refetch} />}
        />
      ) : messages.length === 0 ? (
        <StatePanel icon={<Inbox aria-hidden="true" className="size-10" />} title={EMPTY[status].title}>
          {EMPTY[status].text}
        </StatePanel>
      ) : (
        <>
          <ul aria-label="Messages" className="space-y-4">
            {messages.map((message) => (
              <li key={message._id}>
                <MessageCard message={message} status={status} />
              </li>
            ))}
          </ul>
          <div ref={sentinel} aria-hidden="true" />
          <div className="flex min-h-11 flex-col items-center gap-3 text-sm text-ink-muted">
            <p role="status" className="inline-flex items-center gap-2 font-medium empty:hidden">
              {isFetchingNextPage && <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
              {isFetchingNextPage
                ? "Loading more messages…"
                : isFetchNextPageError
                  ? "More messages could not be loaded."
                  : !hasNextPage
                    ? "No more messages."
                    : null}
            </p>
            {/* Also the way on for keyboard users and browsers without IntersectionObserver. */}
            {hasNextPage && !isFetchingNextPage && (
              <button type="button" onClick={() => void fetchNextPage()} className={buttonClass()}>
                {isFetchNextPageError ? "Try again" : "Load more messages"}
              </button>
            )}
          </div>
        </>
      )}
    </div>
  );
}

import { actionsFrom, type ModerationAction } from "@contract/moderation-states";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { FileStack, Loader2, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { buttonClass } from "../../../../components/button-styles";
import { useLoadMore } from "../../../../lib/use-load-more";
import { moderationQueueQuery, type QueueItem } from "../../api/moderation-api";
import { staffSessionQuery } from "../../api/session-api";
import { useModerationDecision } from "../../hooks/use-moderation-decision";
import { useFailureToast } from "../../hooks/use-staff-failure";
import { isNational } from "../../lib/jurisdiction-reach";
import { adminPaths, type StaffKind } from "../../lib/staff-kind";
import { ScreenHeader } from "../screen-header";
import { RetryButton, StatePanel } from "../state-panels";
import { HideDialog } from "./hide-dialog";
import { QueueItemCard } from "./queue-item";
import { SuspendDialog } from "./suspend-dialog";

/**
 * /admin/moderation and /editor/moderation: every motion waiting for a moderator, appeals first, then the
 * longest waiting, of the staff member's jurisdiction. Keep, restore and approve are one click; hide asks for
 * the public reason. Admins may open the moderation log, and a national admin suspend an author (a
 * suspension holds in every city: README.md, "Staff per jurisdiction").
 */
export function ModerationQueueScreen({ kind }: { kind: StaffKind }) {
  const query = useInfiniteQuery(moderationQueueQuery(kind));
  const { decide, mutation, pendingId } = useModerationDecision(kind);
  const maySuspend = kind === "admin" && isNational(useQuery(staffSessionQuery(kind)).data);
  // Ids, not items: the dialogs follow the item as the queue is re-read (after a 409 it may have moved on).
  const [hiding, setHiding] = useState<string | null>(null);
  const [suspending, setSuspending] = useState<QueueItem["author"]>(null);
  useFailureToast(kind, query.error, "moderation-queue-error");
  const { data, isPending, isError, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, refetch } = query;
  const sentinel = useLoadMore({ canLoad: hasNextPage && !isFetchingNextPage && !isFetchNextPageError, loadMore: () => fetchNextPage() });
  const items = data?.pages.flatMap((p) => p.items) ?? [];
  const hidingItem = items.find((i) => i.motion._id === hiding && actionsFrom(i.state).includes("hide"));

  const onDecide = (item: QueueItem, action: ModerationAction) => {
    if (action === "hide") setHiding(item.motion._id);
    else void decide(item, action);
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <ScreenHeader
        title="Moderation"
        description="Motions that were reported, flagged, appealed or await approval. Appeals come first, then the longest waiting."
        actions={
          kind === "admin" ? (
            <Link to={adminPaths.moderationLog} className={buttonClass({ size: "sm", className: "whitespace-nowrap" })}>
              <FileStack aria-hidden="true" className="size-4" />
              Moderation log
            </Link>
          ) : undefined
        }
      />
      {isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          Loading the queue…
        </p>
      ) : isError && items.length === 0 ? (
        <StatePanel icon={<ShieldCheck aria-hidden="true" className="size-10" />} title="The queue could not be loaded." action={<RetryButton onRetry={refetch} />} />
      ) : items.length === 0 ? (
        <StatePanel icon={<ShieldCheck aria-hidden="true" className="size-10" />} title="Nothing waits for a moderator">
          Reported, flagged and appealed motions will appear here.
        </StatePanel>
      ) : (
        <>
          <ul aria-label="Moderation queue" className="space-y-4">
            {items.map((item) => (
              <li key={item.motion._id}>
                <QueueItemCard
                  item={item}
                  busy={pendingId === item.motion._id}
                  onDecide={onDecide}
                  onSuspend={maySuspend ? (i) => setSuspending(i.author) : undefined}
                />
              </li>
            ))}
          </ul>
          <div ref={sentinel} aria-hidden="true" />
          {hasNextPage && (
            <div className="flex justify-center">
              <button type="button" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage} className={buttonClass()}>
                {isFetchingNextPage ? "Loading more…" : isFetchNextPageError ? "Try again" : "Load more"}
              </button>
            </div>
          )}
        </>
      )}
      {hidingItem && <HideDialog kind={kind} item={hidingItem} decision={mutation} onClose={() => setHiding(null)} />}
      {suspending && <SuspendDialog author={suspending} onClose={() => setSuspending(null)} />}
    </div>
  );
}

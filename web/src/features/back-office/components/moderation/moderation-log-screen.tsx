import { useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ArrowLeft, FileStack, Loader2 } from "lucide-react";
import { buttonClass } from "../../../../components/button-styles";
import { moderationLogQuery } from "../../api/moderation-api";
import { useFailureToast } from "../../hooks/use-staff-failure";
import { staffPaths } from "../../lib/staff-kind";
import { ScreenHeader } from "../screen-header";
import { RetryButton, StatePanel } from "../state-panels";
import { LogEntryRow } from "./log-entry-row";

/**
 * /admin/moderation/log: every moderation action, newest first, a page at a time (Load more): automatic
 * hides and flags, decisions, appeals and suspensions, with who, when, what and why. Never edited.
 */
export function ModerationLogScreen() {
  const query = useInfiniteQuery(moderationLogQuery());
  useFailureToast("admin", query.error, "moderation-log-error");
  const { data, isPending, isError, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, refetch } = query;
  const entries = data?.pages.flatMap((p) => p.entries) ?? [];

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <ScreenHeader
        title="Moderation log"
        description="Every moderation action, newest first. Entries are never edited or deleted."
        actions={
          <Link to={staffPaths.admin.moderation} className={buttonClass({ size: "sm", className: "whitespace-nowrap" })}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to the queue
          </Link>
        }
      />
      {isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          Loading the log…
        </p>
      ) : isError && entries.length === 0 ? (
        <StatePanel icon={<FileStack aria-hidden="true" className="size-10" />} title="The log could not be loaded." action={<RetryButton onRetry={refetch} />} />
      ) : entries.length === 0 ? (
        <StatePanel icon={<FileStack aria-hidden="true" className="size-10" />} title="Nothing logged yet" />
      ) : (
        <>
          <ol aria-label="Moderation log" className="space-y-3">
            {entries.map((entry) => (
              <li key={entry._id}>
                <LogEntryRow entry={entry} />
              </li>
            ))}
          </ol>
          {hasNextPage && (
            <div className="flex justify-center">
              <button type="button" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage} className={buttonClass()}>
                {isFetchingNextPage ? "Loading more…" : isFetchNextPageError ? "Try again" : "Load more"}
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );
}

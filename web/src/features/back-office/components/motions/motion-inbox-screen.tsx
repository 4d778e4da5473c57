import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { Inbox, Loader2 } from "lucide-react";
import { useState } from "react";
import { buttonClass } from "../../../../components/button-styles";
import { displayPageName } from "../../../../lib/page-name";
import { useLoadMore } from "../../../../lib/use-load-more";
import { inboxQuery, type InboxMotion } from "../../api/motion-inbox-api";
import { staffPageQuery } from "../../api/page-api";
import { useFailureToast } from "../../hooks/use-staff-failure";
import { DEFAULT_INBOX_SORT, type InboxSearch } from "../../lib/inbox-search";
import type { StaffKind } from "../../lib/staff-kind";
import { ScreenHeader } from "../screen-header";
import { RetryButton, StatePanel } from "../state-panels";
import { InboxFilters } from "./inbox-filters";
import { InboxRow } from "./inbox-row";
import { RespondDialog } from "./respond-dialog";

/**
 * /admin/motions and /editor/motions: every motion, or one page's (`?entity=`), to answer. Oldest first by
 * default, so nothing waits unseen; filters live in the URL.
 */
export function MotionInboxScreen({ kind, search, onSearchChange }: { kind: StaffKind; search: InboxSearch; onSearchChange: (next: Partial<InboxSearch>) => void }) {
  const view = { entity: search.entity, status: search.status, awaiting: search.awaiting, sort: search.sort ?? DEFAULT_INBOX_SORT };
  const query = useInfiniteQuery(inboxQuery(kind, view));
  const page = useQuery({ ...staffPageQuery(kind, search.entity ?? ""), enabled: Boolean(search.entity) });
  const [responding, setResponding] = useState<InboxMotion | null>(null);
  useFailureToast(kind, query.error, "motion-inbox-error");
  const { data, isPending, isError, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, refetch } = query;
  const sentinel = useLoadMore({ canLoad: hasNextPage && !isFetchingNextPage && !isFetchNextPageError, loadMore: () => fetchNextPage() });
  const motions = data?.pages.flatMap((p) => p.motions) ?? [];
  const pageName = page.data ? (
    <span dir="auto" className="user-text">
      {displayPageName(page.data.name)}
    </span>
  ) : (
    "this page"
  );

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <ScreenHeader
        title="Motions"
        description={
          <>
            What residents proposed on {search.entity ? pageName : "every page"}. Respond, and move each motion along as the city acts on it.
          </>
        }
        actions={
          search.entity ? (
            <button type="button" onClick={() => onSearchChange({ entity: undefined })} className={buttonClass({ size: "sm" })}>
              Show every page
            </button>
          ) : undefined
        }
      />
      <InboxFilters search={search} onChange={onSearchChange} />
      {isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
          <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          Loading motions…
        </p>
      ) : isError && motions.length === 0 ? (
        <StatePanel icon={<Inbox aria-hidden="true" className="size-10" />} title="Motions could not be loaded." action={<RetryButton onRetry={refetch} />} />
      ) : motions.length === 0 ? (
        <StatePanel icon={<Inbox aria-hidden="true" className="size-10" />} title={search.awaiting ? "Every motion here has a response" : "No motions match"}>
          {search.awaiting ? "Nothing is waiting for a first response." : "Try another status, or every page."}
        </StatePanel>
      ) : (
        <>
          <ul aria-label="Motions" className="space-y-4">
            {motions.map((motion) => (
              <li key={motion._id}>
                <InboxRow motion={motion} onRespond={setResponding} />
              </li>
            ))}
          </ul>
          <div ref={sentinel} aria-hidden="true" />
          {hasNextPage && (
            <div className="flex justify-center">
              <button type="button" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage} className={buttonClass()}>
                {isFetchingNextPage ? "Loading more motions…" : isFetchNextPageError ? "Try again" : "Load more motions"}
              </button>
            </div>
          )}
        </>
      )}
      {responding && <RespondDialog kind={kind} motion={responding} onClose={() => setResponding(null)} />}
    </div>
  );
}

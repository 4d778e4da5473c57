import { shortScore } from "@contract/scorers";
import { MODERATION_STATE_LABELS, REPORT_REASON_LABELS } from "@contract/moderation-states";
import { STATUS_LABELS } from "@contract/statuses";
import { useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { EyeOff, Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClass } from "../../../components/button-styles";
import { motionLink } from "../../../lib/addresses";
import { displayPageName } from "../../../lib/page-name";
import { activityQuery, type ActivityKind, type ActivityMotion } from "../api/activity-queries";

const date = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

/** A motion the public cannot read, marked as such: hidden by the moderators (with why), or awaiting review. */
function ModerationBadge({ motion }: { motion: ActivityMotion }) {
  const label = motion.hidden
    ? `Hidden${motion.hiddenReason ? `: ${REPORT_REASON_LABELS[motion.hiddenReason]}` : " by the moderators"}`
    : motion.awaitingReview
      ? MODERATION_STATE_LABELS.awaiting
      : null;
  if (!label) return null;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-200">
      <EyeOff aria-hidden="true" className="size-3.5" />
      {label}
    </span>
  );
}

function MotionRow({ motion, kind }: { motion: ActivityMotion; kind: ActivityKind }) {
  const update = motion.latestUpdate;
  return (
    <article className="rounded-2xl border border-line bg-surface-raised p-4">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
        <span dir="auto" className="font-semibold text-ink user-text">
          {displayPageName(motion.entity.name)}
        </span>
        <span className="rounded-full bg-surface-sunken px-2.5 py-0.5 text-xs font-semibold text-ink ring-1 ring-line">{STATUS_LABELS[motion.status]}</span>
        <ModerationBadge motion={motion} />
        {kind === "votes" && <span>You voted {motion.viewerVote === "down" ? "down" : "up"}</span>}
      </p>
      <p dir="auto" className="mt-2 line-clamp-3 leading-relaxed text-ink user-text">
        {motion.idea}
      </p>
      {update && (
        <p className="mt-2 line-clamp-2 text-sm text-ink-muted">
          <span className="font-semibold text-ink">City response</span> (
          <span dir="auto" className="user-text">
            {update.by.name}
          </span>
          , {date.format(new Date(update.createdAt))}):{" "}
          <span dir="auto" className="user-text">
            {update.text}
          </span>
        </p>
      )}
      <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-muted">
        <span>
          {motion.votes.count} up · {motion.downVotes.count} down
        </span>
        <span>{motion.aiScore === null ? "Not scored yet" : shortScore(String(Math.round(motion.aiScore)), motion.aiModel)}</span>
        <Link
          {...motionLink(motion)}
          className="ms-auto inline-flex min-h-11 items-center font-semibold text-brand underline-offset-4 hover:underline"
        >
          Open motion<span className="sr-only">: {motion.idea.slice(0, 60)}</span>
        </Link>
      </p>
    </article>
  );
}

/** The member's written or voted motions, newest first, a page at a time. */
export function ActivityMotionList({ kind, empty }: { kind: ActivityKind; empty: ReactNode }) {
  const { data, isPending, isError, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = useInfiniteQuery(activityQuery(kind));
  const motions = data?.pages.flatMap((p) => p.motions) ?? [];
  if (isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
        <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        Loading…
      </p>
    );
  }
  if (isError && motions.length === 0) {
    return (
      <p className="text-sm text-ink-muted">
        This list could not be loaded.{" "}
        <button type="button" onClick={() => void refetch()} className="font-semibold text-brand underline-offset-4 hover:underline">
          Try again
        </button>
      </p>
    );
  }
  if (motions.length === 0) return <div className="text-sm text-ink-muted">{empty}</div>;
  return (
    <div className="space-y-3">
      <ul className="space-y-3">
        {motions.map((motion) => (
          <li key={motion._id}>
            <MotionRow motion={motion} kind={kind} />
          </li>
        ))}
      </ul>
      {hasNextPage && (
        <button type="button" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage} className={buttonClass({ size: "sm" })}>
          {isFetchingNextPage ? "Loading more…" : "Load more"}
        </button>
      )}
    </div>
  );
}

import { shortScore } from "@contract/scorers";
import { motionPath } from "@contract/addresses";
import { STATUS_LABELS } from "@contract/statuses";
import { ExternalLink, MessageSquareReply, ThumbsDown, ThumbsUp } from "lucide-react";
import { buttonClass } from "../../../../components/button-styles";
import { displayPageName } from "../../../../lib/page-name";
import type { InboxMotion } from "../../api/motion-inbox-api";
import { formatDate } from "../../lib/format-date";

/** One motion in the inbox: where it stands, what it asks, its support, and the way to answer it. */
export function InboxRow({ motion, onRespond }: { motion: InboxMotion; onRespond: (motion: InboxMotion) => void }) {
  const answered = motion.latestUpdate;
  return (
    <article className="rounded-2xl border border-line bg-surface-raised p-4 sm:p-5">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
        <span dir="auto" className="font-semibold text-ink user-text">
          {displayPageName(motion.entity.name)}
        </span>
        <span aria-hidden="true">·</span>
        {/* The page's jurisdiction (README.md, "Staff per jurisdiction"). */}
        <span dir="auto" className="user-text">
          {motion.entity.jurisdiction.name}
        </span>
        <span aria-hidden="true">·</span>
        <span>{formatDate(motion.createdAt)}</span>
        <span className="rounded-full bg-surface-sunken px-2.5 py-0.5 text-xs font-semibold text-ink ring-1 ring-line">{STATUS_LABELS[motion.status]}</span>
        {!answered && <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-200">No response yet</span>}
      </header>
      <p dir="auto" className="mt-2 line-clamp-4 leading-relaxed whitespace-pre-line text-ink user-text">
        {motion.idea}
      </p>
      {answered && (
        <p className="mt-2 line-clamp-2 text-sm text-ink-muted">
          <span className="font-semibold text-ink">Last response</span> (
          <span dir="auto" className="user-text">
            {answered.by.name}
          </span>
          , {formatDate(answered.createdAt)}):{" "}
          <span dir="auto" className="user-text">
            {answered.text}
          </span>
        </p>
      )}
      <footer className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <span className="inline-flex items-center gap-1 text-sm text-ink-muted">
          <ThumbsUp aria-hidden="true" className="size-4" />
          {motion.votes.count}
          <span className="sr-only">upvotes,</span>
          <ThumbsDown aria-hidden="true" className="ms-2 size-4" />
          {motion.downVotes.count}
          <span className="sr-only">downvotes</span>
        </span>
        <span className="text-sm text-ink-muted">{motion.aiScore === null ? "Not scored" : shortScore(String(Math.round(motion.aiScore)), motion.aiModel)}</span>
        <div className="ms-auto flex flex-wrap gap-2">
          <a
            href={motionPath(motion)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass({ size: "sm" })}
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            Public page<span className="sr-only"> (opens in a new tab)</span>
          </a>
          <button type="button" onClick={() => onRespond(motion)} className={buttonClass({ size: "sm", variant: "primary" })}>
            <MessageSquareReply aria-hidden="true" className="size-4" />
            Respond<span className="sr-only"> to this motion</span>
          </button>
        </div>
      </footer>
    </article>
  );
}

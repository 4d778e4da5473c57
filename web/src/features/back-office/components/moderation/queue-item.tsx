import { shortScore } from "@contract/scorers";
import { actionsFrom, MODERATION_STATE_LABELS, REPORT_REASON_LABELS, type ModerationAction } from "@contract/moderation-states";
import { CircleCheck, ExternalLink, EyeOff, LockKeyhole, RotateCcw, Scale, ShieldCheck, type LucideIcon } from "lucide-react";
import { useId } from "react";
import { buttonClass } from "../../../../components/button-styles";
import { formatRelativeTime } from "../../../../lib/display-format";
import { displayPageName } from "../../../../lib/page-name";
import type { QueueItem } from "../../api/moderation-api";
import { formatDate, formatDateTime } from "../../lib/format-date";
import { DECISION_LABELS } from "../../lib/moderation-labels";
import { QueueAuthor, QueueFlags, QueueReports } from "./queue-details";

const ICONS: Record<ModerationAction, LucideIcon> = { keep: ShieldCheck, hide: EyeOff, restore: RotateCcw, approve: CircleCheck };

type Props = {
  item: QueueItem;
  busy: boolean;
  onDecide: (item: QueueItem, action: ModerationAction) => void;
  /** Admins only: suspending the author. */
  onSuspend?: (item: QueueItem) => void;
};

/**
 * One motion waiting for a moderator, with all a decision needs in one look: where it stands and since when,
 * the author's appeal, the text, the reports by reason, the scorer's flags, the author and their other recent
 * motions; then only the moves the rules allow from its state (actionsFrom).
 */
export function QueueItemCard({ item, busy, onDecide, onSuspend }: Props) {
  const headingId = useId();
  const { motion, appeal } = item;
  const actions = actionsFrom(item.state);
  return (
    <article aria-labelledby={headingId} aria-busy={busy || undefined} className="rounded-2xl border border-line bg-surface-raised p-4 sm:p-5">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
        <h2 id={headingId} dir="auto" className="text-base font-semibold text-ink user-text">
          {displayPageName(motion.entity.name)}
        </h2>
        <span className="rounded-full bg-surface-sunken px-2.5 py-0.5 text-xs font-semibold text-ink ring-1 ring-line">{MODERATION_STATE_LABELS[item.state]}</span>
        {item.hiddenReason && <span>Hidden as: {REPORT_REASON_LABELS[item.hiddenReason]}</span>}
        <span>
          Entered review <time dateTime={item.reviewSince} title={formatDateTime(item.reviewSince)}>{formatRelativeTime(item.reviewSince)}</time>
        </span>
      </header>
      {appeal && (
        <div className="mt-3 rounded-xl border border-amber-700/40 bg-amber-50 p-3 text-sm text-ink dark:border-amber-300/40 dark:bg-amber-950/40">
          <p className="flex items-center gap-2 font-semibold">
            <Scale aria-hidden="true" className="size-4 shrink-0" />
            The author appealed, {formatDate(appeal.createdAt)}. Your decision on it is final.
          </p>
          <p dir="auto" className="mt-1 whitespace-pre-line user-text">
            {appeal.text}
          </p>
        </div>
      )}
      <p dir="auto" className="mt-3 leading-relaxed whitespace-pre-line text-ink user-text">
        {motion.idea}
      </p>
      <p className="mt-2 text-xs text-ink-muted">
        Posted {formatDate(motion.createdAt)} · {motion.votes.count} up · {motion.downVotes.count} down ·{" "}
        {motion.aiScore === null ? "Not scored" : shortScore(String(Math.round(motion.aiScore)), motion.aiModel)}
      </p>
      <div className="mt-4 grid gap-4 border-t border-line pt-4 md:grid-cols-2">
        <div className="space-y-4">
          <QueueReports reports={item.reports} reportsToHide={item.reportsToHide} />
          <QueueFlags flags={item.flags} />
        </div>
        <QueueAuthor author={item.author} recent={item.authorRecent} />
      </div>
      <footer className="mt-4 flex flex-wrap items-center gap-2 border-t border-line pt-4">
        {actions.map((action) => {
          const Icon = ICONS[action];
          return (
            <button
              key={action}
              type="button"
              title={DECISION_LABELS[action].hint}
              aria-disabled={busy || undefined}
              onClick={() => !busy && onDecide(item, action)}
              aria-haspopup={action === "hide" ? "dialog" : undefined}
              className={buttonClass({ size: "sm", variant: action === "hide" ? "secondary" : "primary", className: busy ? "cursor-wait opacity-70" : undefined })}
            >
              <Icon aria-hidden="true" className="size-4" />
              {DECISION_LABELS[action].label} <span className="sr-only">this motion</span>
            </button>
          );
        })}
        <div className="ms-auto flex flex-wrap gap-2">
          {onSuspend && item.author && (
            <button type="button" aria-haspopup="dialog" onClick={() => onSuspend(item)} className={buttonClass({ size: "sm" })}>
              <LockKeyhole aria-hidden="true" className="size-4" />
              Suspend author
            </button>
          )}
          <a href={`/${motion.entity.slug}/motions/${motion._id}`} target="_blank" rel="noopener noreferrer" className={buttonClass({ size: "sm" })}>
            <ExternalLink aria-hidden="true" className="size-4" />
            Public page<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      </footer>
    </article>
  );
}

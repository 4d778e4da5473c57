import { MODERATION_STATE_LABELS, REPORT_REASON_LABELS } from "@contract/moderation-states";
import { Link } from "@tanstack/react-router";
import { displayPageName } from "../../../../lib/page-name";
import type { LogEntry } from "../../api/moderation-api";
import { formatDateTime } from "../../lib/format-date";
import { LOG_ACTION_LABELS } from "../../lib/moderation-labels";

const ROLE_LABELS: Record<LogEntry["by"]["role"], string> = { admin: "Administrator", editor: "Editor", member: "Author", system: "Automatic" };

/** One entry of the moderation log: what, on which motion or member, when, by whom, and why. */
export function LogEntryRow({ entry }: { entry: LogEntry }) {
  const moved = entry.fromState && entry.toState && entry.fromState !== entry.toState;
  return (
    <article className="rounded-2xl border border-line bg-surface-raised p-4">
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 className="font-semibold text-ink">
          {LOG_ACTION_LABELS[entry.action]}
          {entry.appeal && entry.action !== "appeal" && (
            <>
              {" "}
              <span className="font-normal text-ink-muted">(on appeal)</span>
            </>
          )}
        </h2>
        <time dateTime={entry.createdAt} className="text-sm text-ink-muted">
          {formatDateTime(entry.createdAt)}
        </time>
        <span className="text-sm text-ink-muted">
          by{" "}
          <span dir="auto" className="font-medium text-ink user-text">
            {entry.by.name}
          </span>{" "}
          · {ROLE_LABELS[entry.by.role]}
        </span>
      </header>
      {entry.motion && (
        <p className="mt-2 text-sm text-ink">
          <Link
            to="/$slug/motions/$id"
            params={{ slug: entry.motion.entity.slug, id: entry.motion._id }}
            className="font-medium text-brand underline underline-offset-4"
          >
            <span dir="auto" className="line-clamp-2 user-text">
              {entry.motion.idea || "A motion"}
            </span>
          </Link>
          <span className="text-ink-muted">
            {" "}
            on{" "}
            <span dir="auto" className="user-text">
              {displayPageName(entry.motion.entity.name)}
            </span>
          </span>
        </p>
      )}
      {entry.member && (
        <p className="mt-2 text-sm text-ink">
          Member:{" "}
          <span dir="auto" className="user-text">
            {entry.member.name}
          </span>
        </p>
      )}
      <dl className="mt-2 grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {moved && (
          <>
            <dt className="text-ink-muted">State</dt>
            <dd className="text-ink">
              {MODERATION_STATE_LABELS[entry.fromState!]} → {MODERATION_STATE_LABELS[entry.toState!]}
            </dd>
          </>
        )}
        {entry.reason && (
          <>
            <dt className="text-ink-muted">Reason</dt>
            <dd className="text-ink">{REPORT_REASON_LABELS[entry.reason]}</dd>
          </>
        )}
        {entry.note && (
          <>
            <dt className="text-ink-muted">Note</dt>
            <dd dir="auto" className="whitespace-pre-line text-ink user-text">
              {entry.note}
            </dd>
          </>
        )}
      </dl>
    </article>
  );
}

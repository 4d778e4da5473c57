import { MODERATION_STATE_LABELS } from "@contract/moderation-states";
import { Flag, Gauge, Users } from "lucide-react";
import type { ReactNode } from "react";
import { formatRelativeTime } from "../../../../lib/display-format";
import type { QueueItem } from "../../api/moderation-api";
import { formatDate, formatDateTime } from "../../lib/format-date";
import { countedText, reportsByReason, suspensionText } from "../../lib/moderation-labels";

// The parts of a queue item a moderator weighs: the open reports by reason with their notes and which of them
// count towards hiding, the scorer's flags, and who wrote it with their other recent motions.

function Part({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="min-w-0">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-ink">
        {icon}
        {title}
      </h3>
      <div className="mt-2 text-sm text-ink">{children}</div>
    </section>
  );
}

export function QueueReports({ reports, reportsToHide }: { reports: QueueItem["reports"]; reportsToHide: QueueItem["reportsToHide"] }) {
  const groups = reportsByReason(reports);
  return (
    <Part icon={<Flag aria-hidden="true" className="size-4 text-ink-muted" />} title={`Open reports (${reports.length})`}>
      {groups.length === 0 ? (
        <p className="text-ink-muted">None.</p>
      ) : (
        <>
          <p className="mb-2 text-ink-muted">
            {countedText(reports.filter((r) => r.counted).length, reportsToHide)} Reports from new accounts, or from members who had not voted or
            posted before, are not counted.
          </p>
          <ul className="space-y-2">
            {groups.map((group) => (
              <li key={group.reason}>
                <p>
                  <span className="font-semibold">{group.label}</span>{" "}
                  <span className="text-ink-muted">
                    · {group.count} {group.count === 1 ? "report" : "reports"}, {group.counted} counted
                  </span>
                </p>
                {group.notes.length > 0 && (
                  <ul className="mt-1 space-y-1 border-s-2 border-line ps-3">
                    {group.notes.map((n) => (
                      <li key={`${n.createdAt}-${n.note}`} className="text-ink-muted">
                        <q dir="auto" className="text-ink user-text">
                          {n.note}
                        </q> · <time dateTime={n.createdAt} title={formatDateTime(n.createdAt)}>{formatRelativeTime(n.createdAt)}</time>
                        {!n.counted && " · not counted"}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </Part>
  );
}

export function QueueFlags({ flags }: { flags: QueueItem["flags"] }) {
  if (flags.length === 0) return null;
  return (
    <Part icon={<Gauge aria-hidden="true" className="size-4 text-ink-muted" />} title="Flagged by the scorer">
      <ul className="space-y-1">
        {flags.map((flag) => (
          <li key={`${flag.kind}-${flag.reason}`}>
            <span className="font-semibold capitalize">{flag.kind}</span>: {flag.reason}
          </li>
        ))}
      </ul>
    </Part>
  );
}

export function QueueAuthor({ author, recent }: { author: QueueItem["author"]; recent: QueueItem["authorRecent"] }) {
  const suspended = suspensionText(author?.suspendedUntil ?? null);
  return (
    <Part icon={<Users aria-hidden="true" className="size-4 text-ink-muted" />} title="Author">
      <p>
        <span dir="auto" className="font-semibold user-text">
          {author?.name ?? "A deleted account"}
        </span>
        {suspended && <span className="ms-2 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800 dark:bg-red-950/60 dark:text-red-200">{suspended}</span>}
      </p>
      {recent.length > 0 && (
        <>
          <p className="mt-2 text-ink-muted">Their other recent motions:</p>
          <ul className="mt-1 space-y-1.5">
            {recent.map((m) => (
              <li key={m._id} className="min-w-0">
                <span dir="auto" className="line-clamp-2 user-text">
                  {m.idea}
                </span>
                <span className="text-xs text-ink-muted">
                  {MODERATION_STATE_LABELS[m.state]} · {formatDate(m.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Part>
  );
}

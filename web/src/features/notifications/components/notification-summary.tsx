import { clsx } from "clsx";
import { Gauge, Landmark, ShieldCheck } from "lucide-react";
import { formatFullTimestamp, formatRelativeTime } from "../../../lib/display-format";
import { displayPageName } from "../../../lib/page-name";
import type { Notification } from "../api/notification-queries";
import { detailLine, headlineParts, motionLine } from "../lib/notification-text";

/**
 * The ids that name a notification's link or menu item by its headline and describe it by the rest, so a
 * screen reader says "Unread: Transit Authority answered your motion · Accepted" first and the details after.
 * `scope` keeps the bell's ids apart from the list's when both are on screen.
 */
export const summaryIds = (notification: Notification, scope: string) => {
  const base = `${scope}-${notification._id}`;
  const details = detailLine(notification) ? ["motion", "detail", "meta"] : ["motion", "meta"];
  return { "aria-labelledby": `${base}-title`, "aria-describedby": details.map((part) => `${base}-${part}`).join(" ") };
};

/**
 * One notification as it reads in the bell and on /me/notifications: what happened, the motion's first
 * line, the response's first line with who gave it (or the moderators' reason), then when and on which
 * page. Unread ones are bold with a dot, and say so to screen readers. Phrasing content only, so it fits
 * inside the link or menu item around it.
 */
export function NotificationSummary({ notification, scope, compact = false }: { notification: Notification; scope: string; compact?: boolean }) {
  const unread = notification.readAt === null;
  const Icon = { scored: Gauge, moderation: ShieldCheck, update: Landmark }[notification.kind] ?? Landmark;
  const detail = detailLine(notification);
  const base = `${scope}-${notification._id}`;
  // line-clamp sets its own display, so only the one-line form needs `block`.
  const clamp = compact ? "block truncate" : "line-clamp-2";
  return (
    <span className="flex w-full items-start gap-3 text-start">
      <span aria-hidden="true" className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-surface-sunken text-ink-muted ring-1 ring-line">
        <Icon className="size-4" />
      </span>
      <span className="min-w-0 flex-1">
        {/* What people typed (names, the motion, the response) is shown in its own direction. */}
        <span id={`${base}-title`} className={clsx("block text-sm text-ink", unread ? "font-semibold" : "font-normal")}>
          {unread && <span className="sr-only">Unread:</span>}{" "}
          {headlineParts(notification).map((part, i) =>
            part.typed ? (
              <span key={i} dir="auto" className="user-text">
                {part.text}
              </span>
            ) : (
              part.text
            ),
          )}
        </span>
        <span id={`${base}-motion`} dir="auto" className={clsx("mt-0.5 text-sm text-ink-muted user-text", clamp)}>
          {motionLine(notification)}
        </span>
        {detail && (
          <span id={`${base}-detail`} className={clsx("mt-0.5 text-sm text-ink", clamp)}>
            <span dir="auto" className="font-medium user-text">
              {detail.lead}
            </span>{" "}
            <span dir="auto" className="user-text">
              {detail.text}
            </span>
          </span>
        )}
        <span id={`${base}-meta`} className="mt-1 block truncate text-xs text-ink-muted">
          <time dateTime={notification.createdAt} title={formatFullTimestamp(notification.createdAt)}>
            {formatRelativeTime(notification.createdAt)}
          </time>
          {" · "}
          <span dir="auto" className="user-text">
            {displayPageName(notification.motion.entity.name)}
          </span>
        </span>
      </span>
      <span aria-hidden="true" className={clsx("mt-1.5 size-2.5 shrink-0 rounded-full", unread ? "bg-brand" : "bg-transparent")} />
    </span>
  );
}

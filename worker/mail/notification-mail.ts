import { STATUS_LABELS, type MotionStatus, type NotificationReason, type StaffRole } from "../contract/statuses";
import { escapeHtml, oneLine, type MailContent } from "./templates";

// The mail a member gets when the city answers a motion they wrote, voted on, or follow the page or the city
// of. Plain text and HTML, the response in full, a link to the motion's permalink, and the way out: the
// one-click unsubscribe link of this category and the settings screen. Every interpolated value is escaped.

export type UpdateNotice = {
  recipientName: string;
  reason: NotificationReason;
  pageName: string;
  /** The city (or jurisdiction) the page belongs to, named beside the page. */
  placeName: string;
  /** For a follower of the city rather than the page: the city they follow; else null. */
  followedCity: string | null;
  /** Null when the recipient may not read it: the motion is hidden, and they did not write it. */
  motionText: string | null;
  update: { status: MotionStatus; previousStatus: MotionStatus; text: string; byName: string; byRole: StaffRole };
  links: { motion: string; unsubscribe: string; settings: string };
};

const ROLE_LABELS: Record<StaffRole, string> = { admin: "Administrator", editor: "Editor" };

const subjectOf = ({ reason, pageName, followedCity, update }: UpdateNotice) => {
  const changed = update.status !== update.previousStatus;
  const now = STATUS_LABELS[update.status];
  const page = oneLine(followedCity ?? pageName, 60);
  if (reason === "author") return changed ? `Your motion is now ${now}` : "New response to your motion";
  if (reason === "voter") return changed ? `A motion you voted on is now ${now}` : "New response to a motion you voted on";
  return changed ? `${page}: a motion is now ${now}` : `${page} answered a motion`;
};

const whose = ({ reason, pageName, followedCity }: UpdateNotice) =>
  reason === "author"
    ? "your motion"
    : reason === "voter"
      ? "a motion you voted on"
      : followedCity
        ? `a motion on ${pageName} in ${followedCity}, which you follow`
        : `a motion on ${pageName}, which you follow`;

const why = ({ reason, pageName, followedCity }: UpdateNotice) =>
  reason === "author"
    ? "You get this e-mail because you posted this motion."
    : reason === "voter"
      ? "You get this e-mail because you voted on this motion."
      : `You get this e-mail because you follow ${followedCity ?? pageName}.`;

const excerpt = (text: string, max = 280) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

export function updateNotificationMail(notice: UpdateNotice): MailContent {
  const { update, links } = notice;
  const greeting = `Hi ${oneLine(notice.recipientName, 100)},`;
  const lead = `The city answered ${whose(notice)}:`;
  const motion = notice.motionText === null ? "(The moderators have hidden this motion, so its text is not shown.)" : `“${excerpt(notice.motionText)}”`;
  const status = update.status !== update.previousStatus ? `Status: ${STATUS_LABELS[update.previousStatus]} → ${STATUS_LABELS[update.status]}` : null;
  const signature = `— ${update.byName}, ${ROLE_LABELS[update.byRole]}, ${notice.pageName}, ${notice.placeName}`;
  const text = [
    greeting,
    lead,
    motion,
    ...(status ? [status] : []),
    `${update.text}\n${signature}`,
    `See the motion and its timeline:\n${links.motion}`,
    `${why(notice)}\nStop these e-mails: ${links.unsubscribe}\nChoose which e-mails you get: ${links.settings}`,
  ].join("\n\n");
  const html = `<!doctype html>
<html lang="en">
<body style="font-family: system-ui, sans-serif; color: #1f2937; line-height: 1.5;">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(lead)}</p>
<blockquote style="margin: 0; padding: 8px 16px; border-left: 4px solid #d1d5db; color: #4b5563;">${escapeHtml(motion)}</blockquote>
${status ? `<p><strong>${escapeHtml(status)}</strong></p>` : ""}
<div style="margin: 16px 0; padding: 12px 16px; border-left: 4px solid #2563eb; background: #f8fafc;">
<p style="margin: 0; white-space: pre-wrap;">${escapeHtml(update.text)}</p>
<p style="margin: 8px 0 0; font-size: 14px; color: #4b5563;">${escapeHtml(signature)}</p>
</div>
<p><a href="${escapeHtml(links.motion)}" style="color: #2563eb;">See the motion and its timeline</a></p>
<p style="font-size: 12px; color: #6b7280;">${escapeHtml(why(notice))}
<a href="${escapeHtml(links.unsubscribe)}" style="color: #6b7280;">Stop these e-mails</a> ·
<a href="${escapeHtml(links.settings)}" style="color: #6b7280;">Choose which e-mails you get</a></p>
</body>
</html>`;
  return { subject: subjectOf(notice), text: `${text}\n`, html };
}

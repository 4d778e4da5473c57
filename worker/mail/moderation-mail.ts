import { REPORT_REASON_LABELS, type ReportReason } from "../contract/moderation-states";
import { escapeHtml, oneLine, type MailContent } from "./templates";

// The mail an author gets when the moderators act on their motion: hidden (by reports, pending review, or by
// a decision), restored, or an appeal decided. A service message about their own post, sent whatever their
// notification preferences: it states the reason and what they can do. Every interpolated value is escaped.

export type ModerationNotice = {
  recipientName: string;
  action: "auto-hide" | "hide" | "restore";
  appeal: boolean;
  reason: ReportReason | null;
  motionText: string;
  link: string;
};

const EXCERPT = 280;

const wording = (n: ModerationNotice) => {
  const reason = n.reason ? REPORT_REASON_LABELS[n.reason] : "not given";
  if (n.action === "auto-hide") {
    return { subject: "Your motion is hidden while the moderators review it", lines: [`Several members reported your motion (most often as: ${reason}), so it is hidden until a moderator reviews it. If they find nothing wrong, it comes back with its votes.`, "If you think it should not have been hidden, you can appeal once from the motion's page."] };
  }
  if (n.action === "hide" && n.appeal) {
    return { subject: "Your appeal was reviewed: the motion stays hidden", lines: [`The moderators reviewed your appeal and the motion stays hidden. Reason: ${reason}.`, "The decision on an appeal is final."] };
  }
  if (n.action === "hide") {
    return { subject: "Your motion was hidden by the moderators", lines: [`The moderators hid your motion. Reason: ${reason}. Its votes are kept but frozen.`, "If you think this is a mistake, you can appeal once from the motion's page: a moderator reviews appeals first."] };
  }
  return n.appeal
    ? { subject: "Your appeal was upheld: your motion is public again", lines: ["The moderators reviewed your appeal and restored your motion, with all its votes."] }
    : { subject: "Your motion is public again", lines: ["The moderators reviewed your motion and restored it, with all its votes."] };
};

export function moderationMail(n: ModerationNotice): MailContent {
  const { subject, lines } = wording(n);
  const greeting = `Hi ${oneLine(n.recipientName, 100)},`;
  const motion = `“${n.motionText.length > EXCERPT ? `${n.motionText.slice(0, EXCERPT - 1).trimEnd()}…` : n.motionText}”`;
  const text = [greeting, ...lines, motion, `See your motion:\n${n.link}`].join("\n\n");
  const html = `<!doctype html>
<html lang="en">
<body style="font-family: system-ui, sans-serif; color: #1f2937; line-height: 1.5;">
<p>${escapeHtml(greeting)}</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n")}
<blockquote style="margin: 0; padding: 8px 16px; border-left: 4px solid #d1d5db; color: #4b5563;">${escapeHtml(motion)}</blockquote>
<p><a href="${escapeHtml(n.link)}" style="color: #2563eb;">See your motion</a></p>
</body>
</html>`;
  return { subject, text: `${text}\n`, html };
}

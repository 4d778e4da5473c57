import { REPORT_REASON_LABELS } from "@contract/moderation-states";
import { STATUS_LABELS } from "@contract/statuses";
import { formatScore } from "../../../lib/display-format";
import { displayPageName } from "../../../lib/page-name";
import type { Notification } from "../api/notification-queries";

// What a notification says, in plain words and one line each: what happened, the motion, the answer or the
// moderators' reason. Pure, so every wording is tested without rendering.

/** The first non-empty line of a text someone wrote (the motion, the city's response). */
export const firstLine = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .find(Boolean) ?? "";

/** The motion's first line, quoted; a motion hidden since is withheld from everyone but its author. */
export const motionLine = (notification: Notification) => {
  const line = firstLine(notification.motion.idea);
  return line ? `“${line}”` : "This motion is not public at the moment.";
};

/** The line under the motion: the city's response with who gave it, or why the moderators acted. */
export function detailLine(notification: Notification): { lead: string; text: string } | null {
  const { kind, update, moderation } = notification;
  if (kind === "update" && update) return { lead: `${update.by.name}:`, text: firstLine(update.text) };
  if (kind === "moderation" && moderation?.reason && moderation.action !== "restore") return { lead: "Reason:", text: REPORT_REASON_LABELS[moderation.reason] };
  return null;
}

function moderationHeadline({ action, appeal }: NonNullable<Notification["moderation"]>) {
  if (action === "auto-hide") return "Your motion is hidden while the moderators review it";
  if (action === "hide") return appeal ? "Your appeal was reviewed: your motion stays hidden" : "The moderators hid your motion";
  if (action === "restore") return appeal ? "Your appeal was upheld: your motion is public again" : "Your motion is public again";
  return null;
}

/**
 * What happened, from the member's point of view: "Transit Authority answered your motion · Accepted",
 * "A motion you voted on is now In progress", "Your motion was scored: 72/100", "The moderators hid your motion".
 */
export function headline(notification: Notification): string {
  const { kind, reason, motion, update, moderation } = notification;
  if (kind === "scored") return motion.aiScore === null ? "Your motion was scored" : `Your motion was scored: ${formatScore(motion.aiScore)}/100`;
  // Anything this app cannot word yet (the Worker adds kinds first) still says something true, and opens.
  const fallback = "There is news about a motion";
  if (kind === "moderation") return (moderation && moderationHeadline(moderation)) ?? fallback;
  if (kind !== "update" || !update) return fallback;
  const page = displayPageName(motion.entity.name);
  const moved = update.status !== update.previousStatus;
  const now = STATUS_LABELS[update.status];
  if (reason === "author") return moved ? `${page} answered your motion · ${now}` : `${page} answered your motion`;
  if (reason === "voter") return moved ? `A motion you voted on is now ${now}` : `${page} answered a motion you voted on`;
  return moved ? `A motion on ${page} is now ${now}` : `${page} answered a motion`;
}

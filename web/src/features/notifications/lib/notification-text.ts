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

/** A piece of a headline: the app's words, or (`typed`) a page's name, which staff typed in any script. */
export type HeadlinePart = { text: string; typed?: true };

/**
 * What happened, from the member's point of view: "Transit Authority answered your motion · Accepted",
 * "A motion you voted on is now In progress", "Your motion was scored: 72/100", "The moderators hid your motion".
 * In parts, so the page's name can be shown in its own direction (an Arabic name in an English sentence).
 */
export function headlineParts(notification: Notification): HeadlinePart[] {
  const { kind, reason, motion, update, moderation } = notification;
  if (kind === "scored") return [{ text: motion.aiScore === null ? "Your motion was scored" : `Your motion was scored: ${formatScore(motion.aiScore)}/100` }];
  // Anything this app cannot word yet (the Worker adds kinds first) still says something true, and opens.
  const fallback = [{ text: "There is news about a motion" }];
  if (kind === "moderation") {
    const said = moderation && moderationHeadline(moderation);
    return said ? [{ text: said }] : fallback;
  }
  if (kind !== "update" || !update) return fallback;
  const page: HeadlinePart = { text: displayPageName(motion.entity.name), typed: true };
  const moved = update.status !== update.previousStatus;
  const now = STATUS_LABELS[update.status];
  if (reason === "author") return [page, { text: moved ? ` answered your motion · ${now}` : " answered your motion" }];
  if (reason === "voter") return moved ? [{ text: `A motion you voted on is now ${now}` }] : [page, { text: " answered a motion you voted on" }];
  return moved ? [{ text: "A motion on " }, page, { text: ` is now ${now}` }] : [page, { text: " answered a motion" }];
}

/** The headline as one line of text. */
export const headline = (notification: Notification) =>
  headlineParts(notification)
    .map((part) => part.text)
    .join("");

import { PERMANENT_FROM, REPORT_REASON_LABELS, type ModerationAction, type ReportReason } from "@contract/moderation-states";
import type { LogEntry } from "../api/moderation-api";
import { formatDate } from "./format-date";

// How moderation reads in the back office: the decisions on the queue's buttons, the log's actions, the
// reports grouped by reason and a member's suspension. Pure, so each wording is easy to test.

/** The queue's buttons: the action, with what it does. */
export const DECISION_LABELS: Record<ModerationAction, { label: string; hint: string }> = {
  keep: { label: "Keep", hint: "Leave it public and clear its reports" },
  hide: { label: "Hide", hint: "Hide it from the public, with a reason" },
  restore: { label: "Restore", hint: "Make it public again" },
  approve: { label: "Approve", hint: "Publish it" },
};

/** Every kind of log entry (the Worker's MODERATION_LOG_ACTIONS), as an admin reads it. */
export const LOG_ACTION_LABELS: Record<LogEntry["action"], string> = {
  "auto-hide": "Hidden by reports",
  flag: "Flagged by the scorer",
  keep: "Kept",
  hide: "Hidden",
  restore: "Restored",
  approve: "Approved",
  appeal: "Appealed",
  suspend: "Member suspended",
  "lift-suspension": "Suspension lifted",
};

/**
 * The open reports of a motion by reason, the most reported first, each with its notes, and how many count
 * towards hiding it (README.md, "Moderation": a new account's report, or one from a member who had not
 * voted or posted before, does not).
 */
export function reportsByReason(reports: readonly { reason: ReportReason; note: string | null; createdAt: string; counted: boolean }[]) {
  type Group = { reason: ReportReason; label: string; count: number; counted: number; notes: { note: string; createdAt: string; counted: boolean }[] };
  const groups = new Map<ReportReason, Group>();
  for (const report of reports) {
    const group = groups.get(report.reason) ?? { reason: report.reason, label: REPORT_REASON_LABELS[report.reason], count: 0, counted: 0, notes: [] };
    group.count += 1;
    if (report.counted) group.counted += 1;
    if (report.note) group.notes.push({ note: report.note, createdAt: report.createdAt, counted: report.counted });
    groups.set(report.reason, group);
  }
  return [...groups.values()].sort((a, b) => b.count - a.count);
}

/** Where the counted reports stand against what hides the motion at once (null: only a moderator may). */
export function countedText(counted: number, reportsToHide: number | null) {
  return reportsToHide === null
    ? `Counted towards hiding: ${counted}. A moderator cleared this motion before, so only a moderator can hide it now.`
    : `Counted towards hiding: ${counted} of the ${reportsToHide} needed to hide it at once.`;
}

/** "Suspended until 12 Mar 2026", "Suspended permanently", or null when not (or no longer) suspended. */
export function suspensionText(until: string | null, now = Date.now()) {
  if (!until) return null;
  const at = new Date(until).getTime();
  if (at <= now) return null;
  return at >= PERMANENT_FROM ? "Suspended permanently" : `Suspended until ${formatDate(until)}`;
}

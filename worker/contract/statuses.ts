// A motion's lifecycle, written once: the Worker enforces these transitions (worker/motions/updates.ts) and
// the back office offers only the ones allowed. Plain constants, no zod: public screens import the labels.

export const MOTION_STATUSES = ["open", "under_review", "accepted", "in_progress", "implemented", "declined", "merged"] as const;
export type MotionStatus = (typeof MOTION_STATUSES)[number];

export const STATUS_LABELS: Record<MotionStatus, string> = {
  open: "Open",
  under_review: "Under review",
  accepted: "Accepted",
  in_progress: "In progress",
  implemented: "Implemented",
  declined: "Declined",
  merged: "Merged",
};

/** Final statuses: only an admin reopens them (to open or under review), with the reason as the response. */
export const FINAL_STATUSES: readonly MotionStatus[] = ["implemented", "declined", "merged"];
const REOPEN_TO: readonly MotionStatus[] = ["open", "under_review"];

// The forward path of a motion. Every non-final status may also end as declined or merged (a duplicate).
const NEXT: Record<MotionStatus, readonly MotionStatus[]> = {
  open: ["under_review", "accepted", "in_progress", "declined", "merged"],
  under_review: ["open", "accepted", "in_progress", "declined", "merged"],
  accepted: ["under_review", "in_progress", "implemented", "declined", "merged"],
  in_progress: ["accepted", "implemented", "declined", "merged"],
  implemented: [],
  declined: [],
  merged: [],
};

export type StaffRole = "admin" | "editor";

/** The statuses a staff member in `role` may move a motion in `current` to (not counting "no change"). */
export function nextStatuses(current: MotionStatus, role: StaffRole): readonly MotionStatus[] {
  if (FINAL_STATUSES.includes(current)) return role === "admin" ? REOPEN_TO : [];
  return NEXT[current];
}

export const isFinalStatus = (status: MotionStatus) => FINAL_STATUSES.includes(status);

/** Why a member hears about an update; each reason has its own e-mail preference. */
export const NOTIFICATION_REASONS = ["author", "voter", "follower"] as const;
export type NotificationReason = (typeof NOTIFICATION_REASONS)[number];

/** The length of an official response, as in every form: trimmed, 20 to 2,000 characters. */
export const RESPONSE_MIN_LENGTH = 20;
export const RESPONSE_MAX_LENGTH = 2000;

// Moderation, written once (README.md, "Moderation"): the report reasons (which are also the public
// categories a motion is hidden under), a motion's moderation states and the moves each moderator action
// makes. The Worker enforces the moves; the back office offers only those. Plain constants, no zod: public
// screens import the labels.

export const REPORT_REASONS = ["spam", "abuse", "personal", "offtopic", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: "Spam or advertising",
  abuse: "Abusive, hateful or threatening",
  personal: "Personal information about someone",
  offtopic: "Off-topic for this page",
  other: "Other",
};

/**
 * - published: public, nothing to review.
 * - review: public, in the queue (reports under the threshold, or the scorer's flags).
 * - hidden: hidden at once by enough reports, in the queue until a moderator decides.
 * - removed: hidden by a moderator's decision; the author may appeal once.
 * - appealed: hidden, the author's appeal first in the queue.
 * - awaiting: pre-moderation; not public until a moderator approves it.
 */
export const MODERATION_STATES = ["published", "review", "hidden", "removed", "appealed", "awaiting"] as const;
export type ModerationState = (typeof MODERATION_STATES)[number];

/** What the public may see: every list, count and vote counts only these. */
export const PUBLIC_STATES: readonly ModerationState[] = ["published", "review"];
/** Who reads a motion's words: anyone (null), a signed-in member, or staff. */
export type TextReader = null | { id: string } | "staff";

/**
 * The one rule for a motion's words (README.md, "Moderation"): a public motion's for anyone, any other's
 * only for its author and staff, wherever they would go (answers, explanations, mails, merges, cards).
 */
export const mayReadText = (motion: { moderationState: ModerationState; authorId: string | null }, reader: TextReader) =>
  PUBLIC_STATES.includes(motion.moderationState) || reader === "staff" || (reader !== null && reader.id === motion.authorId);

/** What waits in the moderation queue. */
export const QUEUE_STATES: readonly ModerationState[] = ["review", "hidden", "appealed", "awaiting"];

export const MODERATION_STATE_LABELS: Record<ModerationState, string> = {
  published: "Published",
  review: "Reported or flagged",
  hidden: "Hidden by reports",
  removed: "Hidden by the moderators",
  appealed: "Appealed",
  awaiting: "Awaiting review",
};

export const MODERATION_ACTIONS = ["keep", "hide", "restore", "approve"] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/**
 * From which states each action may be taken, and where it leads. Keep clears the reports of a public
 * motion; hide decides against it (an appealed one for good); restore makes a hidden one public again (on an
 * appeal: upheld); approve publishes a pre-moderated one.
 */
export const MODERATION_MOVES: Record<ModerationAction, { from: readonly ModerationState[]; to: ModerationState }> = {
  keep: { from: ["review"], to: "published" },
  hide: { from: ["published", "review", "hidden", "appealed", "awaiting"], to: "removed" },
  restore: { from: ["hidden", "removed", "appealed"], to: "published" },
  approve: { from: ["awaiting"], to: "published" },
};

export const actionsFrom = (state: ModerationState) => MODERATION_ACTIONS.filter((a) => MODERATION_MOVES[a].from.includes(state));

/**
 * The configured numbers behind hiding by reports (wrangler.toml [vars], worker/shared/config.ts): the counted
 * reports that hide a motion with few votes (MODERATION_HIDE_AT), how old a reporter's account must be for
 * the report to count (MODERATION_REPORTER_MIN_AGE_DAYS), and how many times the threshold a motion needs
 * once a moderator kept or restored it (MODERATION_RESTORED_HIDE_FACTOR; 0: only a moderator hides it again).
 */
export type HideRules = { hideAt: number; reporterMinAgeDays: number; restoredFactor: number };

/**
 * A popular motion needs one counted report for every this many votes (up and down) before reports alone
 * hide it: a group must be a twentieth of the people who weighed in, not a handful of accounts, while a motion
 * with few votes (spam, mostly) hides at the base threshold. The worker evaluates the same formula in SQL,
 * inside the report's batch (worker/moderation/hide-threshold.ts).
 */
export const VOTES_PER_REPORT = 20;

/**
 * Counted reports that hide a motion with `votes` votes at once: max(hideAt, ceil(votes / 20)), times
 * restoredFactor once a moderator kept or restored it. Null when nothing but a moderator may hide it.
 */
export function reportsToHide(rules: HideRules, votes: number, restored: boolean): number | null {
  const normal = Math.max(rules.hideAt, Math.ceil(votes / VOTES_PER_REPORT));
  if (!restored) return normal;
  return rules.restoredFactor > 0 ? normal * rules.restoredFactor : null;
}

export const SUSPENSIONS = ["7d", "30d", "permanent"] as const;
export type Suspension = (typeof SUSPENSIONS)[number];
/** A permanent suspension is stored as a date this far ahead; anything from it on reads as "permanently". */
export const PERMANENT_FROM = Date.UTC(9000, 0, 1);
export const SUSPENSION_LABELS: Record<Suspension, string> = { "7d": "7 days", "30d": "30 days", permanent: "Permanently" };

export const REPORT_NOTE_MAX = 500;
export const APPEAL_MIN = 20;
export const APPEAL_MAX = 1000;

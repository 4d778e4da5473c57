import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { MODERATION_STATES, REPORT_REASONS } from "../contract/moderation-states";
import { createdAt, id } from "./columns";
import { motions, users } from "./schema";

// Moderation (worker/moderation/): members' reports, authors' appeals, and the append-only log of every
// action, from which the public transparency figures are computed.

/** One report per member and motion (the primary key): a second report is a conflict, never a second vote. */
export const reports = sqliteTable(
  "reports",
  {
    motionId: text("motion_id")
      .notNull()
      .references(() => motions.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    note: text("note"),
    // Whether the report counts towards hiding the motion, decided in the report's own batch: its member's
    // account was old enough and had voted or posted before (worker/moderation/hide-threshold.ts). One that
    // does not count still puts the motion in the queue.
    counted: integer("counted", { mode: "boolean" }).notNull().default(false),
    // Set when a moderator decided on the motion: the report no longer counts towards hiding it.
    resolvedAt: integer("resolved_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.motionId, t.userId] }), index("reports_user_idx").on(t.userId)],
);

/** At most one appeal a motion (the primary key); its decision is final. */
export const appeals = sqliteTable("appeals", {
  motionId: text("motion_id")
    .primaryKey()
    .references(() => motions.id, { onDelete: "cascade" }),
  // Null once its author deleted their account and kept the motion: the appeal still awaits its decision.
  userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
  text: text("text").notNull(),
  outcome: text("outcome", { enum: ["upheld", "rejected"] }),
  decidedAt: integer("decided_at", { mode: "timestamp_ms" }),
  createdAt: createdAt(),
});

export const MODERATION_LOG_ACTIONS = [
  "auto-hide",
  "flag",
  "keep",
  "hide",
  "restore",
  "approve",
  "appeal",
  "suspend",
  "lift-suspension",
] as const;

/**
 * Every moderation action, never edited or deleted: who (a staff member's public name and role, the author
 * for an appeal, "system" for the threshold and the scorer's flags), when, what, why. `queuedAt` is when the
 * case entered review, so the time to a decision is computed from the log alone.
 */
export const moderationLog = sqliteTable(
  "moderation_log",
  {
    id: id(),
    motionId: text("motion_id").references(() => motions.id, { onDelete: "set null" }),
    memberId: text("member_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action", { enum: MODERATION_LOG_ACTIONS }).notNull(),
    fromState: text("from_state", { enum: MODERATION_STATES }),
    toState: text("to_state", { enum: MODERATION_STATES }),
    reason: text("reason", { enum: REPORT_REASONS }),
    note: text("note"),
    actorName: text("actor_name").notNull(),
    actorRole: text("actor_role", { enum: ["admin", "editor", "member", "system"] }).notNull(),
    appeal: integer("appeal", { mode: "boolean" }).notNull().default(false),
    queuedAt: integer("queued_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("moderation_log_created_idx").on(t.createdAt, t.id), index("moderation_log_motion_idx").on(t.motionId, t.createdAt)],
);

import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { MOTION_STATUSES, NOTIFICATION_REASONS } from "../contract/statuses";
import { createdAt, id } from "./columns";
import { motions, users } from "./schema";

// A motion's public timeline: every official update by the city (a response, with or without a status
// change). Rows are never edited or deleted; a correction is a new update.
export const motionUpdates = sqliteTable(
  "motion_updates",
  {
    id: id(),
    motionId: text("motion_id")
      .notNull()
      .references(() => motions.id, { onDelete: "cascade" }),
    status: text("status", { enum: MOTION_STATUSES }).notNull(),
    previousStatus: text("previous_status", { enum: MOTION_STATUSES }).notNull(),
    text: text("text").notNull(),
    // Who answered, as shown publicly: the staff member's display name and role at the time.
    byName: text("by_name").notNull(),
    byRole: text("by_role", { enum: ["admin", "editor"] }).notNull(),
    // A merge: on the duplicate, the motion it went into; on that motion's own timeline entry, the duplicate.
    mergedIntoId: text("merged_into_id"),
    mergedFromId: text("merged_from_id"),
    // When every author, voter and follower had been notified (worker/notifications/sweep.ts): until then
    // the cron sweep restarts a fan-out whose queue message was lost.
    fannedOutAt: integer("fanned_out_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("motion_updates_motion_idx").on(t.motionId, t.createdAt, t.id),
    index("motion_updates_unfanned_idx").on(t.createdAt).where(sql`${t.fannedOutAt} IS NULL AND ${t.mergedFromId} IS NULL`),
  ],
);

// What a member hears about (worker/notifications/): one row per (source, recipient), where the source is
// an update id or `scored:<motion id>`, so a redelivered fan-out batch inserts nothing twice and a member
// who is author, voter and follower gets one notification.
export const notifications = sqliteTable(
  "notifications",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sourceKey: text("source_key").notNull(),
    kind: text("kind", { enum: ["update", "scored", "moderation"] }).notNull(),
    // Why this member hears about it; decides which e-mail preference applies.
    reason: text("reason", { enum: NOTIFICATION_REASONS }).notNull(),
    motionId: text("motion_id")
      .notNull()
      .references(() => motions.id, { onDelete: "cascade" }),
    updateId: text("update_id").references(() => motionUpdates.id, { onDelete: "cascade" }),
    // A moderators' decision on the member's own motion (kind "moderation"): the log entry that says it.
    moderationLogId: text("moderation_log_id"),
    readAt: integer("read_at", { mode: "timestamp_ms" }),
    emailedAt: integer("emailed_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("notifications_source_user_idx").on(t.sourceKey, t.userId),
    index("notifications_user_idx").on(t.userId, t.createdAt, t.id),
    index("notifications_unread_idx").on(t.userId).where(sql`${t.readAt} IS NULL`),
  ],
);

// Per-member e-mail preferences, one row once a member changes one; no row means every e-mail is on.
// In-app notifications are always on.
export const notificationSettings = sqliteTable("notification_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  emailMyMotions: integer("email_my_motions", { mode: "boolean" }).notNull().default(true),
  emailVoted: integer("email_voted", { mode: "boolean" }).notNull().default(true),
  emailFollowed: integer("email_followed", { mode: "boolean" }).notNull().default(true),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }),
});


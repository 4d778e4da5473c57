import { and, eq, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { ModerationState, ReportReason } from "../contract/moderation-states";
import type { Db } from "../db/client";
import { moderationLog } from "../db/moderation-schema";
import { motions } from "../db/schema";

// The log entry of a moderation step that is one guarded batch (reports.ts, decisions.ts, appeals.ts): an
// INSERT … SELECT from the motion that writes the entry only if the motion now names `logId` as its latest
// decision, i.e. only if the guarded UPDATE before it in the batch landed. Values are literals, or a column
// or expression over the motion as it stands after that UPDATE (its hidden reason, since when it waits for
// review, how many reports hid it).

type Value<T> = T | SQLiteColumn | SQL<T>;

export type LogEntry = {
  action: (typeof moderationLog.$inferInsert)["action"];
  fromState: Value<ModerationState>;
  toState: ModerationState;
  reason: Value<ReportReason | null>;
  note: Value<string | null>;
  by: { name: string; role: "admin" | "editor" | "member" | "system" };
  appeal: boolean;
  queuedAt: Value<number | null>;
  at: number;
};

/** A column or expression renders as itself, anything else as a bound literal. */
const value = <T>(v: Value<T>, name: string) => sql<T>`${v}`.as(name);

export const logIfLanded = (db: Db, motionId: string, logId: string, e: LogEntry) =>
  db.insert(moderationLog).select(
    db
      .select({
        id: value(logId, "id"),
        motionId: motions.id,
        memberId: value<string | null>(null, "member_id"),
        action: value(e.action, "action"),
        fromState: value(e.fromState, "from_state"),
        toState: value(e.toState, "to_state"),
        reason: value(e.reason, "reason"),
        note: value(e.note, "note"),
        actorName: value(e.by.name, "actor_name"),
        actorRole: value(e.by.role, "actor_role"),
        appeal: value(e.appeal ? 1 : 0, "appeal"),
        queuedAt: value(e.queuedAt, "queued_at"),
        createdAt: value(e.at, "created_at"),
      })
      .from(motions)
      .where(and(eq(motions.id, motionId), eq(motions.lastDecisionId, logId))),
  );

import { and, eq, sql } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { commonMessages } from "../contract/messages";
import { transitionRefused, updateMessages } from "../contract/motion-updates";
import { isFinalStatus, nextStatuses, type MotionStatus, type StaffRole } from "../contract/statuses";
import type { Db } from "../db/client";
import { motionUpdates } from "../db/answers-schema";
import { motions } from "../db/schema";
import { httpError } from "../shared/errors";
import { findMotion } from "./list";
import { toUpdate } from "./serialize";

// The city's answer to a motion (README.md, "The city answers"): a public response, with or without a new
// status, appended to the motion's public timeline.
//
// Concurrency: the update carries the status the staff member saw. One batch (a D1 transaction) moves the
// motion only WHERE its status is still that one, then inserts the timeline row only if that UPDATE changed
// a row (changes()), and the merge target's entry only if that row exists. Two editors answering at once:
// the second finds the status moved, changes nothing, and gets 409. Updates are never edited or deleted.

export type UpdateInput = {
  motionId: string;
  by: { name: string; role: StaffRole };
  text: string;
  status?: MotionStatus;
  expectedStatus: MotionStatus;
  mergedInto?: string;
  origin: string;
  /** When the update happened: now, except for the demo seed's back-dated history. */
  at?: Date;
};

const stale = () => httpError(409, updateMessages.stale);

/** The motion a merge points to, checked: another motion, itself not merged. */
async function mergeTarget(db: Db, motionId: string, targetId: string) {
  if (targetId === motionId) throw httpError(400, updateMessages.mergeTargetSelf);
  const target = await db.query.motions.findFirst({ where: eq(motions.id, targetId) });
  if (!target) throw httpError(400, updateMessages.mergeTargetNotFound);
  if (target.status === "merged") throw httpError(400, updateMessages.mergeTargetMerged);
  return target;
}

/**
 * "Merged" named again on a motion that is already merged, with a target: the same target is a response
 * without a status change; any other (itself included) would be a merge the motion cannot make, so it is
 * refused rather than answered "Response posted." with the merge silently dropped.
 */
function refuseRemerge(current: { id: string; mergedIntoId: string | null }, targetId: string) {
  if (targetId === current.id) throw httpError(400, updateMessages.mergeTargetSelf);
  if (targetId !== current.mergedIntoId) throw httpError(400, updateMessages.alreadyMerged);
}

/** Refuses a status move the rules of contract/statuses.ts do not allow this role (400). */
function checkTransition(from: MotionStatus, to: MotionStatus, role: StaffRole) {
  if (nextStatuses(from, role).includes(to)) return;
  throw httpError(400, isFinalStatus(from) && role === "editor" ? updateMessages.finalStatus : transitionRefused(from, to));
}

type UpdateRow = typeof motionUpdates.$inferSelect;

/**
 * INSERT … SELECT of one timeline row, built from literals and selected only if the motion now names
 * `updateId` as its latest, i.e. only if the guarded UPDATE before it in the batch landed.
 */
const insertIfLanded = (db: Db, values: UpdateRow, motionId: string, updateId: string) => {
  const literal = <T>(key: keyof UpdateRow) => {
    const value = values[key];
    return sql<T>`${value instanceof Date ? value.getTime() : value}`.as(key);
  };
  return db.insert(motionUpdates).select(
    db
      .select({
        id: literal<string>("id"),
        motionId: literal<string>("motionId"),
        status: literal<MotionStatus>("status"),
        previousStatus: literal<MotionStatus>("previousStatus"),
        text: literal<string>("text"),
        byName: literal<string>("byName"),
        byRole: literal<StaffRole>("byRole"),
        mergedIntoId: literal<string | null>("mergedIntoId"),
        mergedFromId: literal<string | null>("mergedFromId"),
        fannedOutAt: literal<Date | null>("fannedOutAt"),
        createdAt: literal<Date>("createdAt"),
      })
      .from(motions)
      .where(and(eq(motions.id, motionId), eq(motions.latestUpdateId, updateId))),
  );
};

/** Posts one update; answers the stored update and the motion as it now stands. */
export async function postUpdate(db: Db, input: UpdateInput) {
  const current = await db.query.motions.findFirst({ where: eq(motions.id, input.motionId) });
  if (!current) throw httpError(404, commonMessages.motionNotFound);
  if (current.status !== input.expectedStatus) throw stale();
  // Naming the current status again is a response without a status change.
  const changes = input.status !== undefined && input.status !== current.status;
  const next = changes ? input.status! : current.status;
  if (changes) checkTransition(current.status, next, input.by.role);
  else if (input.mergedInto !== undefined) refuseRemerge(current, input.mergedInto);
  const target = next === "merged" && changes ? await mergeTarget(db, current.id, input.mergedInto!) : null;
  const mergedIntoId = next === "merged" ? (target?.id ?? current.mergedIntoId) : null;

  const id = uuidv7();
  const now = input.at ?? new Date();
  const row: UpdateRow = {
    id,
    motionId: current.id,
    status: next,
    previousStatus: current.status,
    text: input.text,
    byName: input.by.name,
    byRole: input.by.role,
    mergedIntoId: target?.id ?? null,
    mergedFromId: null,
    fannedOutAt: null,
    createdAt: now,
  };
  const move = db
    .update(motions)
    .set({ status: next, latestUpdateId: id, answeredAt: now, mergedIntoId })
    .where(and(eq(motions.id, current.id), eq(motions.status, input.expectedStatus)))
    // The moved row itself: D1's meta.changes also counts the rows the jurisdiction triggers (migration 0022) update.
    .returning({ id: motions.id });
  // The merge target's timeline says which motion was merged into it; its status and answer time stay.
  const targetRow = target && { ...row, id: uuidv7(), motionId: target.id, status: target.status, previousStatus: target.status, mergedIntoId: null, mergedFromId: current.id };
  const entries = [row, ...(targetRow ? [targetRow] : [])].map((values) => insertIfLanded(db, values, current.id, id));
  const [moved] = await db.batch([move, ...entries]);
  if ((moved as { id: string }[]).length !== 1) throw stale();

  const motion = await findMotion(db, current.id, input.origin);
  return { update: toUpdate(row), motion: motion! };
}

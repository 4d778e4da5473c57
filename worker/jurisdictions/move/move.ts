import { DATABASE_NAMES, databaseNamed, directory, DIRECTORY, isDatabaseName, placementOf, type Databases, type DatabaseName } from "../../db/placement";
import { copySubtree, removeSubtree, type CopyOptions } from "./copy";
import { hotMotionOf, findBySlug, subtreeOf } from "./subtree";
import { overlappingMove, readMove, setMoveState, startMove, type MoveState } from "./state";
import { verifySubtree, type VerifyReport } from "./verify";
import { noteMovedActivity } from "./activity";

// `npm run jurisdiction:move -- <slug> <database>` (README.md, "Moving a jurisdiction"): mark the move
// `copying`, copy the subtree, verify it, flip the placement. Run again after a crash, the same command
// resumes a move in `copying` or `verified` where the record says it was going, and the copy skips what it
// already wrote. A failed verification stops before the flip; the placement then never changed.

/** A move the command will not start, with the reason a person can act on. */
export class MoveRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MoveRefused";
  }
}

interface MoveReport {
  /** The ids whose data moves (the root first), fixed when the move starts: verify and cleanup use the same. */
  jurisdictions: string[];
  verify?: VerifyReport;
  /** Why a move stopped short of its checks (a motion turned hot). */
  error?: string;
}

export interface MoveOutcome {
  state: MoveState;
  from: DatabaseName;
  to: DatabaseName;
  report: MoveReport;
}

export interface MoveOptions extends CopyOptions {
  /** Stop once the copy is written, still `copying` (tests check or change the target before verifying). */
  until?: "copied";
}

// A hot motion's latest votes may be only in its Durable Object, which flushes to the database it knows: a
// move waits until no motion of the subtree is hot. Checked before the move is marked (a clean refusal), once
// marked (writes now wait, so no motion turns hot after this) and again before the flip.
const hotMotion = async (db: D1Database, subtreeJson: string) => {
  const hot = await hotMotionOf(db, subtreeJson);
  return hot ? `Motion ${hot.id} is hot: its latest votes are in its Durable Object. Move once it has cooled down.` : null;
};

/** What is being resumed, or a fresh start after the refusals a new move must pass. */
const begin = async (env: Databases, slug: string, to: DatabaseName) => {
  const dir = directory(env);
  const root = await findBySlug(dir, slug);
  if (!root) throw new MoveRefused(`No jurisdiction has the slug "${slug}".`);
  if (root.kind === "district") throw new MoveRefused(`${slug} is a district: it lives on its city's database. Move the city (${root.parentSlug}).`);
  const existing = await readMove(dir, root.id);
  if (existing && (existing.state === "copying" || existing.state === "verified")) {
    if (existing.toDatabase !== to) {
      throw new MoveRefused(`A move of ${slug} to ${existing.toDatabase} is in progress (${existing.state}); run it again to finish it.`);
    }
    return { root, from: existing.fromDatabase as DatabaseName, ids: (JSON.parse(existing.report) as MoveReport).jurisdictions, fresh: false };
  }
  if (existing?.state === "flipped") {
    throw new MoveRefused(`${slug} moved to ${existing.toDatabase}; its old copy on ${existing.fromDatabase} is not cleaned up yet (--cleanup ${slug}).`);
  }
  const other = await overlappingMove(dir, root.id);
  if (other) throw new MoveRefused(`A move of ${other.slug}, above or below ${slug}, is in progress.`);
  const from = await placementOf(dir, root.id);
  if (from === to) throw new MoveRefused(`${slug} is already on ${to}.`);
  return { root, from, ids: (await subtreeOf(dir, root)).ids, fresh: true };
};

/** Moves the jurisdiction `slug` (and its subtree) to the database `to`, or resumes that move. */
export const moveJurisdiction = async (env: Databases, slug: string, to: string, options: MoveOptions = {}): Promise<MoveOutcome> => {
  if (!isDatabaseName(to)) throw new MoveRefused(`"${to}" is not a database: one of ${DATABASE_NAMES.join(", ")}.`);
  const dir = directory(env);
  const { root, from, ids, fresh } = await begin(env, slug, to);
  const json = JSON.stringify(ids);
  const [source, target] = [databaseNamed(env, from), databaseNamed(env, to)];
  const report: MoveReport = { jurisdictions: ids };
  const refuseIfHot = async () => {
    const hot = await hotMotion(source, json);
    if (hot) {
      await setMoveState(dir, root.id, "failed", { ...report, error: hot } satisfies MoveReport).run();
      throw new MoveRefused(hot);
    }
  };
  if (fresh) {
    const hot = await hotMotion(source, json);
    if (hot) throw new MoveRefused(hot);
    await startMove(dir, root.id, from, to, report);
    // A move that failed before may have left rows on this target: start from none, as verify expects.
    await removeSubtree(target, json);
  }
  await refuseIfHot();
  await copySubtree(source, target, json, options);
  if (options.until === "copied") return { state: "copying", from, to, report };
  report.verify = await verifySubtree(source, target, json);
  await refuseIfHot();
  if (!report.verify.ok) {
    await setMoveState(dir, root.id, "failed", report).run();
    return { state: "failed", from, to, report };
  }
  await setMoveState(dir, root.id, "verified", report).run();
  await dir.batch([
    dir
      .prepare("insert into jurisdiction_placements (jurisdiction_id, database) values (?1, ?2) on conflict (jurisdiction_id) do update set database = ?2")
      .bind(root.id, to),
    setMoveState(dir, root.id, "flipped", report),
  ]);
  // After the flip: a crash before this leaves the old copy, which /me still reads, until --cleanup (which names them too).
  await noteMovedActivity(source, dir, json, to);
  return { state: "flipped", from, to, report };
};

/** `--cleanup <slug>`: deletes the subtree's rows from the database it left, once its move has flipped. */
export const cleanupMove = async (env: Databases, slug: string): Promise<MoveOutcome> => {
  const dir = directory(env);
  const root = await findBySlug(dir, slug);
  if (!root) throw new MoveRefused(`No jurisdiction has the slug "${slug}".`);
  if (root.kind === "district") throw new MoveRefused(`${slug} is a district: it lives on its city's database. Move the city (${root.parentSlug}).`);
  const move = await readMove(dir, root.id);
  if (move?.state !== "flipped") throw new MoveRefused(`${slug} has no flipped move to clean up (${move ? move.state : "never moved"}).`);
  const placed = await placementOf(dir, root.id);
  if (placed !== move.toDatabase) throw new MoveRefused(`${slug} is placed on ${placed}, not ${move.toDatabase}: nothing is cleaned.`);
  const report = JSON.parse(move.report) as MoveReport;
  const [old, subtree] = [databaseNamed(env, move.fromDatabase), JSON.stringify(report.jurisdictions)];
  // Once more before the old rows go (the flip's naming may have been cut short by a crash): /me must find them on the new database.
  await noteMovedActivity(old, dir, subtree, placed);
  await removeSubtree(old, subtree, { directory: move.fromDatabase === DIRECTORY });
  await setMoveState(dir, root.id, "cleaned", report).run();
  return { state: "cleaned", from: move.fromDatabase as DatabaseName, to: placed, report };
};

import { DurableObject } from "cloudflare:workers";
import type { Db } from "../db/client";
import { placedName, type DatabaseName } from "../db/placement";
import { motionHome, primaryOf } from "../jobs/motion-home";
import { voteSecond } from "../db/vote-keys";
import { PUBLIC_STATES } from "../contract/moderation-states";
import { outcomeOf, type MotionRead, type Outcome, type VoteDirection } from "../motions/votes";
import { HOT_WINDOW_MS, hotFlushMs, hotMotionVotes } from "../shared/config";
import { flushVotes, leaveHot, readMotion, readShown, readVote, readVotes } from "./flush";
import { Ledger } from "./ledger";
import { cardsForFlush } from "./cards";

// One object per hot motion (README.md, "Hot motions"). It takes the motion's votes one at a time (an object
// runs one piece of synchronous code at a time), keeps exactly one vote per member in its own SQLite storage
// (ledger.ts), answers each with the exact counts, and writes D1 in batches from its alarm (flush.ts): every
// HOT_MOTION_FLUSH_MS, or at once when FLUSH_AT members are pending. When everything is flushed and the rush
// is over it clears the motion's hot flag and forgets all, and the plain path takes the motion's votes again.
//
// The motion's database (README.md, "Databases", routing by placement) is the object's to find, so the fast
// path's Worker reads nothing: before it takes the motion, the directory's placement of it (each time: a move
// may place it elsewhere while it is not hot); once it took it, the database it read it on, kept in its
// ledger. A move waits until no motion of its subtree is hot (jurisdictions/move/move.ts), so that database
// stays the motion's until the object hands the motion back.

const FLUSH_AT = 100;
// How long the object answers the fast path from its copy of the motion before reading it again: at most one
// D1 read a second per hot motion, and a moderator's decision or a report refreshes it at once (refresh()).
const SHOWN_MS = 1_000;
// A motion with at most this many votes when it turns hot has them all read at once (take()).
const PRELOAD_AT = 10_000;

export type HotAnswer = { vote: VoteDirection | null; up: number; down: number; outcome: Outcome };

export class HotMotion extends DurableObject<Env> {
  private ledger: Ledger;
  /** Bumped when the object forgets the motion: a vote that read D1 before that must not start it again. */
  private generation = 0;
  private closing = false;
  private alarmAt: number | null = null;
  /** The motion as voters are shown it, and when it was read (memory only: the fast path's copy). */
  private shown: { row: MotionRead; at: number } | null = null;
  private shownReads = 0;
  /** When the votes of the last HOT_WINDOW_MS arrived (memory only: after a restart the rush looks over sooner). */
  private recent: number[] = [];

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.ledger = new Ledger(ctx.storage.sql);
    // Votes taken before a crash, or a flush it interrupted: flushed even if no vote comes again.
    void ctx.blockConcurrencyWhile(async () => {
      this.alarmAt = await ctx.storage.getAlarm();
      if (this.ledger.pending(1) > 0) await this.flushIn(0);
    });
  }

  /** One member's vote; null when the motion is not hot (or no longer exists): the plain path answers it. */
  async vote(motionId: string, userId: string, direction: VoteDirection): Promise<HotAnswer | null> {
    const generation = this.generation;
    const home = await this.home(motionId);
    if (!home) return null;
    const { db } = home;
    if (!this.closing && !this.ledger.counts()) await this.take(home, motionId, generation);
    if (this.closing || !this.ledger.counts() || generation !== this.generation) return null;
    if (this.ledger.vote(userId) === undefined) {
      const vote = this.ledger.knowsEveryone() ? null : await readVote(db, motionId, userId);
      if (generation !== this.generation) return null;
      this.ledger.meet(userId, vote);
    }
    if (this.closing || generation !== this.generation) return null;
    // From here to the answer nothing awaits before the counts are read: no other vote falls in between.
    const prior = this.ledger.vote(userId) ?? null;
    // The second a vote row keeps (README.md, "Votes on disk"): the weight the flush adds is computed from it.
    const now = voteSecond(Date.now());
    const next = prior?.direction === direction ? null : { direction, at: now };
    this.ledger.record(userId, prior, next);
    this.recent.push(now);
    const { up, down } = this.ledger.counts()!;
    await this.flushIn(this.ledger.pending(FLUSH_AT) >= FLUSH_AT ? 0 : hotFlushMs(this.env));
    return { vote: next?.direction ?? null, up, down, outcome: outcomeOf(prior?.direction ?? null, direction) };
  }

  /**
   * Takes the motion once D1 says it is hot (from then on no plain write touches its votes): its counters, and
   * when it has at most PRELOAD_AT votes, every member's vote in one read, so no member's first vote reads D1.
   */
  private async take({ db, database }: { db: Db; database: DatabaseName }, motionId: string, generation: number) {
    const motion = await readMotion(db, motionId);
    if (motion?.hotSince == null || generation !== this.generation) return;
    const everyone = motion.up + motion.down <= PRELOAD_AT ? await readVotes(db, motionId, PRELOAD_AT) : null;
    if (generation !== this.generation || this.ledger.counts()) return;
    this.ledger.start({ motionId, up: motion.up, down: motion.down, hotSince: motion.hotSince }, database);
    if (everyone) this.ledger.meetEveryone(everyone);
  }

  /**
   * The fast path's vote (worker/hot-motions/known.ts): the Worker read nothing, so the object answers with its
   * copy of the motion too. "frozen" when the moderators took the motion out of public view, as the plain path
   * refuses; null when the motion is not hot (or gone): the plain path answers it.
   */
  async voteShown(motionId: string, userId: string, direction: VoteDirection): Promise<(HotAnswer & { motion: MotionRead }) | "frozen" | null> {
    const motion = await this.shownMotion(motionId);
    if (!motion) return null;
    if (!PUBLIC_STATES.includes(motion.motion.moderationState)) return "frozen";
    const answer = await this.vote(motionId, userId, direction);
    return answer && { ...answer, motion };
  }

  /** The motion changed (a moderator's decision, a report): the next fast vote reads it again. */
  refresh() {
    this.shown = null;
    this.shownReads++;
  }

  private async shownMotion(motionId: string) {
    if (this.shown && Date.now() - this.shown.at < SHOWN_MS) return this.shown.row;
    const [at, reads] = [Date.now(), ++this.shownReads];
    const home = await this.home(motionId);
    const row = home && (await readShown(home.db, motionId));
    // Kept only if no refresh (nor a later read) came while it was on its way: it may predate a decision.
    if (reads === this.shownReads) this.shown = row ? { row, at } : null;
    return row;
  }

  /** Members whose vote is not in D1 yet (operators and tests/worker/hot-motions wait on it). */
  pending() {
    return this.ledger.pending();
  }

  async alarm() {
    this.alarmAt = null;
    const counts = this.ledger.counts();
    if (!counts) return;
    const { db, database } = this.taken();
    const batch = this.ledger.takeFlush(FLUSH_AT);
    if (batch.length) {
      try {
        await cardsForFlush(this.env, db, database, batch);
        await flushVotes(db, counts.motionId, batch);
      } catch (err) {
        // A deleted motion took its votes with it: nothing left to write.
        if ((await readMotion(db, counts.motionId)) === null) return this.forget();
        throw err; // the runtime retries the alarm; the members stay sent, and the retry sends them again
      }
      this.ledger.flushed();
    }
    const pending = this.ledger.pending(FLUSH_AT);
    if (pending > 0) return this.flushIn(pending >= FLUSH_AT ? 0 : hotFlushMs(this.env));
    if (this.rushGoesOn(counts.hotSince)) return this.flushIn(hotFlushMs(this.env));
    await this.leave(counts.motionId);
  }

  /** Hot for at least one window, and fewer than a quarter of the threshold's votes in the last one. */
  private rushGoesOn(hotSince: number) {
    const now = Date.now();
    this.recent = this.recent.filter((at) => at > now - HOT_WINDOW_MS);
    const threshold = hotMotionVotes(this.env);
    return now - hotSince < HOT_WINDOW_MS || (threshold > 0 && this.recent.length * 4 >= threshold);
  }

  /** The database of the motion the object took (its ledger's; the directory for a ledger older than shards). */
  private taken() {
    const database = placedName(this.ledger.home(), "a hot motion's ledger");
    return { database, db: primaryOf(this.env, database) };
  }

  /** The motion's database: the one the object took it on, else the directory's placement of it now (null: no such motion). */
  private async home(motionId: string) {
    return this.ledger.counts() ? this.taken() : motionHome(this.env, motionId);
  }

  private async flushIn(ms: number) {
    const at = Date.now() + ms;
    if (this.alarmAt !== null && this.alarmAt <= at) return;
    this.alarmAt = at;
    await this.ctx.storage.setAlarm(at);
  }

  /** Everything is in D1: forget it all first (a crash after that only makes the next vote read D1 again), then clear the flag. */
  private async leave(motionId: string) {
    const { db } = this.taken();
    this.closing = true;
    try {
      await this.forget();
      await leaveHot(db, motionId);
    } finally {
      this.closing = false;
    }
  }

  private async forget() {
    this.generation++;
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
    this.alarmAt = null;
    this.recent = [];
    this.shown = null;
    this.ledger = new Ledger(this.ctx.storage.sql);
  }
}

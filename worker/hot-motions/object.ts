import { DurableObject } from "cloudflare:workers";
import { getDb } from "../db/client";
import { voteSecond } from "../db/vote-keys";
import { outcomeOf, type Outcome, type VoteDirection } from "../motions/votes";
import { HOT_WINDOW_MS, hotFlushMs, hotMotionVotes } from "../shared/config";
import { flushVotes, leaveHot, readMotion, readVote } from "./flush";
import { Ledger } from "./ledger";

// One object per hot motion (README.md, "Hot motions"). It takes the motion's votes one at a time (an object
// runs one piece of synchronous code at a time), keeps exactly one vote per member in its own SQLite storage
// (ledger.ts), answers each with the exact counts, and writes D1 in batches from its alarm (flush.ts): every
// HOT_MOTION_FLUSH_MS, or at once when FLUSH_AT members are pending. When everything is flushed and the rush
// is over it clears the motion's hot flag and forgets all, and the plain path takes the motion's votes again.

const FLUSH_AT = 100;

export type HotAnswer = { vote: VoteDirection | null; up: number; down: number; outcome: Outcome };

export class HotMotion extends DurableObject<Env> {
  private ledger: Ledger;
  /** Bumped when the object forgets the motion: a vote that read D1 before that must not start it again. */
  private generation = 0;
  private closing = false;
  private alarmAt: number | null = null;
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
    const db = getDb(this.env);
    const generation = this.generation;
    if (!this.closing && !this.ledger.counts()) {
      const motion = await readMotion(db, motionId);
      if (motion?.hotSince != null && generation === this.generation) this.ledger.start({ motionId, up: motion.up, down: motion.down, hotSince: motion.hotSince });
    }
    if (this.closing || !this.ledger.counts() || generation !== this.generation) return null;
    if (this.ledger.vote(userId) === undefined) {
      const vote = await readVote(db, motionId, userId);
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

  /** Members whose vote is not in D1 yet (operators and tests/worker/hot-motions wait on it). */
  pending() {
    return this.ledger.pending();
  }

  async alarm() {
    this.alarmAt = null;
    const counts = this.ledger.counts();
    if (!counts) return;
    const db = getDb(this.env);
    const batch = this.ledger.takeFlush(FLUSH_AT);
    if (batch.length) {
      try {
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

  private async flushIn(ms: number) {
    const at = Date.now() + ms;
    if (this.alarmAt !== null && this.alarmAt <= at) return;
    this.alarmAt = at;
    await this.ctx.storage.setAlarm(at);
  }

  /** Everything is in D1: forget it all first (a crash after that only makes the next vote read D1 again), then clear the flag. */
  private async leave(motionId: string) {
    this.closing = true;
    try {
      await this.forget();
      await leaveHot(getDb(this.env), motionId);
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
    this.ledger = new Ledger(this.ctx.storage.sql);
  }
}

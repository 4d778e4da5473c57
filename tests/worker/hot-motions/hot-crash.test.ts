import { env, evictDurableObject, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { getDb } from "../../../worker/db/client";
import { flushVotes } from "../../../worker/hot-motions/flush";
import { Ledger } from "../../../worker/hot-motions/ledger";
import { okJson } from "../support/client";
import { expectExactCounters } from "../support/counters";
import { insertMotion, insertPage, signedInMember, voteRows } from "../support/factories";
import { flushNow, forceHot, hotApi, objectOf } from "../support/hot-motions";

// A crash of a hot motion's object loses nothing and counts nothing twice (README.md, "Hot motions"). The
// crash is the runtime tearing the object down (evictDurableObject: its memory gone, its storage kept) in the
// middle of a flush: after the object marked the members it sends, before and after D1 took the batch.

const members = (n: number) => Promise.all(Array.from({ length: n }, () => signedInMember()));
type Auth = Record<string, string>;
const vote = (path: "vote" | "downvote", motionId: string, auth: Auth) => hotApi(auth, 0).idea[path].$post({ json: { ideaId: motionId } }).then(okJson);

/** What the object's alarm does up to the crash: take the next flush (marked sent) and, with `written`, write it to D1. */
const flushUpToCrash = (motionId: string, written: boolean) =>
  runInDurableObject(objectOf(motionId), async (_object, state) => {
    const batch = new Ledger(state.storage.sql).takeFlush(100);
    if (written) await flushVotes(getDb(env), motionId, batch);
    return batch.length;
  });

describe("a hot motion's object under a crash", () => {
  for (const written of [true, false]) {
    it(`counts every vote once when it crashed ${written ? "after D1 took the flush, before the mark" : "after the mark, before D1 took the flush"}`, async () => {
      const motion = await (async () => insertMotion((await insertPage()).id))();
      await forceHot(motion.id, Date.now());
      const voters = await members(30);
      await Promise.all(voters.map((v, i) => vote(i % 3 ? "vote" : "downvote", motion.id, v.auth)));
      expect(await flushUpToCrash(motion.id, written)).toBe(30);
      await evictDurableObject(objectOf(motion.id));
      // After the restart the same members change their votes (withdraw, switch) before the interrupted flush is retried.
      const changes = await Promise.all(voters.slice(0, 10).map((v, i) => vote(i % 2 ? "vote" : "downvote", motion.id, v.auth)));
      // The object kept the 30 votes it took before the crash: 5 of these 10 withdraw, 5 switch, so every total is 25 to 30.
      for (const a of changes) expect(a.idea.votes.count + a.idea.downVotes.count).toBeGreaterThanOrEqual(25);
      await flushNow(motion.id);
      const last = await vote("vote", motion.id, voters[29]!.auth);
      await flushNow(motion.id);
      const rows = await voteRows(motion.id);
      expect({ up: last.idea.votes.count, down: last.idea.downVotes.count }).toEqual(rows);
      await expectExactCounters([motion.id]);
    });
  }
});

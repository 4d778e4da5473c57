import { describe, expect, it } from "vitest";
import { moderationMessages } from "../../../worker/contract/moderation";
import { motionMessages } from "../../../worker/contract/motions";
import { env } from "cloudflare:test";
import { signMemberToken } from "../../../worker/accounts/jwt";
import { bearer, errorJson, okJson } from "../support/client";
import { expectExactCounters } from "../support/counters";
import { sql } from "drizzle-orm";
import { db, insertMotion, insertPage, signedInMember, trendKeys, voteRows } from "../support/factories";
import { decide } from "../support/moderation";
import { adminSession } from "../support/staff";
import { flushNow, forceHot, hotApi } from "../support/hot-motions";

// The fast path of a hot motion (README.md, "Hot motions"): once this isolate saw a motion hot, its votes go
// straight to the motion's object, which answers with its own copy of the motion. The request then runs no
// statement on its D1 session (Server-Timing says so); only the member check's lagging read is left.

type Auth = Record<string, string>;
const up = (motionId: string, auth: Auth) => hotApi(auth, 0).idea.vote.$post({ json: { ideaId: motionId } });
const members = (n: number) => Promise.all(Array.from({ length: n }, () => signedInMember()));
const sessionStatements = (res: { headers: Headers }) => /d1-session;desc="(\d+) statements"/.exec(res.headers.get("Server-Timing") ?? "")?.[1];

async function hotMotion() {
  const motion = await insertMotion((await insertPage()).id);
  await forceHot(motion.id);
  const [first] = await members(1);
  // The first vote reads the motion on the plain path, finds it hot and hands it to the object.
  const res = await up(motion.id, first!.auth);
  expect(Number(sessionStatements(res))).toBeGreaterThan(0);
  return motion;
}

/** A motion up-voted by `n` members made in one statement, its counters and trend key set from the rows. */
async function motionWithVotes(n: number) {
  const motion = await insertMotion((await insertPage()).id);
  const tag = crypto.randomUUID();
  await db().run(sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${n})
    INSERT INTO users (id, name, email, is_verified) SELECT ${tag} || '-' || i, 'Voter ' || i, ${tag} || '-' || i || '@bulk.example', 1 FROM n`);
  await db().run(sql`INSERT INTO votes (motion_seq, member_num, up, cast_at)
    SELECT (SELECT seq FROM motions WHERE id = ${motion.id}), num, 1, 100 FROM users WHERE id LIKE ${tag + "-%"}`);
  const { recounted } = await trendKeys(motion.id);
  await db().run(sql`UPDATE motions SET up_count = ${n}, trend_key = ${recounted} WHERE id = ${motion.id}`);
  return { motion, voterId: `${tag}-1` };
}

describe("the fast path of a hot motion", () => {
  it("answers the votes after the first without a statement on the request's D1 session, with the plain path's answer", async () => {
    const motion = await hotMotion();
    const voters = await members(30);
    const answers = await Promise.all(voters.map((v) => up(motion.id, v.auth)));
    for (const res of answers) expect(sessionStatements(res)).toBeUndefined();
    const bodies = await Promise.all(answers.map((res) => okJson(res)));
    expect(bodies.every((b) => b.message === motionMessages.upvoted && b.idea.viewerVote === "up" && b.idea.idea === motion.text)).toBe(true);
    expect(new Set(bodies.map((b) => b.idea.votes.count))).toEqual(new Set(Array.from({ length: 30 }, (_, i) => i + 2)));
    // A second tap of the same member withdraws, as on the plain path.
    const again = await okJson(await up(motion.id, voters[0]!.auth));
    expect(again.message).toBe(motionMessages.withdrawn);
    await flushNow(motion.id);
    expect(await voteRows(motion.id)).toEqual({ up: 30, down: 0 });
    await expectExactCounters([motion.id]);
  });

  it("refuses the next vote at once when a moderator hides the motion", async () => {
    const motion = await hotMotion();
    const admin = await adminSession();
    await okJson(await decide(admin.auth, motion.id, "hide", "published", "spam"));
    const [late] = await members(1);
    const refused = await up(motion.id, late!.auth);
    expect((await errorJson(refused, 409)).message).toBe(moderationMessages.frozen);
    await flushNow(motion.id);
    expect(await voteRows(motion.id)).toEqual({ up: 1, down: 0 });
    await expectExactCounters([motion.id]);
  });

  it("reads each member's own vote when the motion had too many votes to read at once", async () => {
    const { motion, voterId } = await motionWithVotes(10_001);
    await forceHot(motion.id);
    const [fresh] = await members(1);
    const first = await okJson(await up(motion.id, fresh!.auth));
    expect(first.idea.votes.count).toBe(10_002);
    // A member who voted before the rush: their up is found in D1, so a second up withdraws it.
    const again = await okJson(await up(motion.id, bearer(await signMemberToken(env, { id: voterId, tokenVersion: 0 }))));
    expect(again.message).toBe(motionMessages.withdrawn);
    expect(again.idea.votes.count).toBe(10_001);
    await flushNow(motion.id);
    expect(await voteRows(motion.id)).toEqual({ up: 10_001, down: 0 });
    await expectExactCounters([motion.id]);
  });
});

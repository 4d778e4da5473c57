import { describe, expect, it } from "vitest";
import { PASSWORD } from "../support/members";
import { memberWithPassword } from "../support/account";
import { api, okJson } from "../support/client";
import { expectExactCounters, expectExactSiteTotals } from "../support/counters";
import { insertMotion, insertPage, signedInMember, voteRows } from "../support/factories";

// A member deletes their account while 100 other members vote, in parallel, on the member's own motions and
// on the motions the member had voted on. Every request is a real fetch to the Worker, all started together;
// afterwards each motion's counters must equal its stored votes and the site totals a recount, whatever the
// interleaving (README.md, "Your account").

const VOTERS = 100;

async function race(fate: "delete" | "anonymize") {
  const page = await insertPage();
  const m = await memberWithPassword();
  const own = await Promise.all(Array.from({ length: 3 }, () => insertMotion(page.id, { authorId: m.member.id })));
  const others = await Promise.all(Array.from({ length: 3 }, () => insertMotion(page.id)));
  for (const [i, motion] of [...own, ...others].entries()) {
    const vote = i % 2 ? api(m.auth).idea.downvote : api(m.auth).idea.vote;
    await okJson(await vote.$post({ json: { ideaId: motion.id } }));
  }
  const voters = await Promise.all(Array.from({ length: VOTERS }, () => signedInMember()));
  const targets = [...own, ...others];
  const started = Date.now();
  const [deletion, ...votes] = await Promise.all([
    m.me.$delete({ json: { password: PASSWORD, motions: fate } }),
    ...voters.map((v, i) => (i % 3 ? api(v.auth).idea.vote : api(v.auth).idea.downvote).$post({ json: { ideaId: targets[i % targets.length]!.id } })),
  ]);
  const ms = Date.now() - started;
  expect(deletion.status).toBe(200);
  // A vote lands (200), or finds its motion deleted with the account (404): never an error.
  const statuses = votes.map((r) => r.status);
  expect(statuses.every((s) => s === 200 || (fate === "delete" && s === 404))).toBe(true);
  await expectExactCounters(targets.map((t) => t.id));
  await expectExactSiteTotals();
  for (const motion of others) expect((await voteRows(motion.id)).up + (await voteRows(motion.id)).down).toBe(statuses.filter((_, i) => targets[i % targets.length] === motion).length);
  console.log(
    `parallel deletion (${fate}): ${VOTERS} voters on ${targets.length} motions during the deletion in ${ms} ms; ` +
      `${statuses.filter((s) => s === 200).length} votes landed, ${statuses.filter((s) => s === 404).length} found their motion deleted; ` +
      `the member's ${targets.length} votes removed; every counter equal to its vote rows, site totals equal to a recount`,
  );
}

describe("deleting an account while 100 other members vote", () => {
  it("keeps every counter exact when the motions are kept as 'Former member'", () => race("anonymize"));
  it("keeps every counter exact when the motions are deleted with the account", () => race("delete"));
});

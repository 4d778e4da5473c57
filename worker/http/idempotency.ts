import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENT_REPLAY_HEADER,
  idempotencyMessages,
} from "../contract/idempotency";
import { getDb } from "../db/client";
import { claimKey, type Claim, type KeyRef, readClaim, releaseKey, saveAnswer } from "../idempotency/keys";
import type { Member } from "../shared/app-env";
import { sha256Hex } from "../shared/digest";
import { httpError } from "../shared/errors";

// Idempotency-Key on member writes (README.md, "Idempotent writes"); after a `require…Member` guard and
// before the rate limit, so a replay spends no allowance. Without the header the route behaves as before
// (a vote stays a toggle). With it: the first request acts and its 2xx answer is kept; a retry with the
// same key and the same request gets that answer again, marked Idempotent-Replayed; the same key with a
// different request is a 422. A failed first request keeps nothing: it changed nothing, so a retry acts.

type MemberContext = Context<{ Bindings: Env; Variables: { member: Member } }>;

/** How long a retry waits for a first request still in flight before answering 409. */
const WAIT_MS = 5_000;
const POLL_MS = 100;

const replay = (claim: Extract<Claim, { kind: "replay" }>) =>
  new Response(claim.body, {
    status: claim.status,
    headers: { "Content-Type": "application/json", [IDEMPOTENT_REPLAY_HEADER]: "true" },
  });

/** The earlier request's outcome, waiting a little for one still being handled. */
async function settle(c: MemberContext, ref: KeyRef, hash: string, first: Claim): Promise<Claim> {
  const deadline = Date.now() + WAIT_MS;
  let claim = first;
  while (claim.kind === "in-progress" && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    claim = await readClaim(getDb(c), ref, hash);
  }
  return claim;
}

export const idempotent = createMiddleware<{ Bindings: Env; Variables: { member: Member } }>(async (c, next) => {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) return next();
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw httpError(400, idempotencyMessages.invalidKey);

  const db = getDb(c);
  const ref = { memberId: c.var.member.id, key };
  // The raw body: Hono caches it, so the JSON validator after this reads the same bytes.
  const hash = await sha256Hex(`${c.req.method} ${c.req.path}\n${await c.req.text()}`);
  const claim = await settle(c, ref, hash, await claimKey(db, ref, hash));
  if (claim.kind === "replay") return replay(claim);
  if (claim.kind === "other-request") throw httpError(422, idempotencyMessages.keyReused);
  if (claim.kind === "in-progress") throw httpError(409, idempotencyMessages.inProgress, { "Retry-After": "1" });

  let kept = false;
  try {
    await next();
    if (c.res.ok) {
      await saveAnswer(db, ref, c.res.status, await c.res.clone().text());
      kept = true;
    }
  } finally {
    if (!kept) await releaseKey(db, ref);
  }
});

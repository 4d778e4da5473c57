import { uuidv7 } from "uuidv7";
import type { Db } from "../db/client";
import { motions } from "../db/schema";
import { moderationLog } from "../db/moderation-schema";
import { enqueueScoring } from "../jobs/scoring";
import { detectFlags } from "../scoring/rubric/flags";
import { detectInjection } from "../scoring/injection";
import { moderationMode } from "../shared/config";
import { scoreWithFallback } from "../scoring/fallback";
import { scorerFor } from "../scoring/select-scorer";
import { notifyScored } from "../notifications/scored";
import { logEvent } from "../shared/log";
import { toMotion } from "./serialize";
import { findPageById } from "../pages/home-order";

// Submitting a motion: store it at once as "pending", then hand { motionId } to the scoring queue. The
// stored row is the source of truth, so the member's answer never waits for scoring.
//
// If the queue refuses the message, the motion is already saved and must not stay pending for ever. The
// answer is still 202, and after it (ctx.waitUntil) the send is retried twice with a short backoff; if the
// queue is still down, the motion gets the one fallback the dead-letter consumer uses too
// (scoring/fallback.ts): the embedded rubric, else a failed status with an explanation.

/** Pauses before each extra send attempt: a brief queue hiccup is ridden out without scoring inline. */
const RESEND_DELAYS_MS = [250, 1000];

// `index` runs before the insert when the motion goes to a database other than the directory: it names the
// motion's page on the directory (README.md, "Databases", routing by placement), so the motion is found from
// the moment it exists; an index row whose insert then failed only points at a motion that is not there.
// `text` is the normalised text that is stored; `typed`, when the caller has it, the same text as typed.
type Submission = { pageId: string; text: string; typed?: string; authorId: string; origin: string; index?: (motionId: string) => Promise<void> };

/**
 * Where a new motion starts (README.md, "Moderation"): in pre-moderation it waits for approval; otherwise it
 * is public at once, and in the moderation queue too when the rubric's deterministic flags (spam, shouting,
 * gibberish, or text that addresses the scorer rather than the page) fire, whichever scorer is configured.
 */
const initialModeration = (env: Env, text: string, typed: string, now: Date) => {
  const injection = detectInjection(text, typed);
  const found = [...detectFlags(text), ...(injection ? [{ kind: "injection", reason: injection.reason }] : [])];
  const flags = found.length ? found : null;
  if (moderationMode(env) === "pre") return { moderationState: "awaiting" as const, reviewSince: now, flags };
  return flags ? { moderationState: "review" as const, reviewSince: now, flags } : { moderationState: "published" as const, flags };
};

/** The log entry of a motion the flags put in the queue: the system's action, with the signals as its note. */
const flagLogEntry = (motionId: string, start: ReturnType<typeof initialModeration>, now: Date) => ({
  id: uuidv7(),
  motionId,
  action: "flag" as const,
  toState: start.moderationState,
  note: (start.flags ?? []).map((f) => `${f.kind}: ${f.reason}`).join("; "),
  actorName: "Plaza",
  actorRole: "system" as const,
  queuedAt: now,
  createdAt: now,
});

/** Stores a pending motion and queues its scoring. Null when the page does not exist. */
export async function submitMotion(db: Db, env: Env, ctx: Pick<ExecutionContext, "waitUntil">, input: Submission) {
  const page = await findPageById(db, input.pageId);
  if (!page) return null;
  const now = new Date();
  const id = uuidv7();
  const moderation = initialModeration(env, input.text, input.typed ?? input.text, now);
  await input.index?.(id);
  const [[row]] = await db.batch([
    db.insert(motions).values({ id, pageId: page.id, authorId: input.authorId, text: input.text, aiStatus: "pending", createdAt: now, ...moderation }).returning(),
    ...(moderation.flags ? [db.insert(moderationLog).values(flagLogEntry(id, moderation, now))] : []),
  ]);
  if (!(await enqueueScoring(env, row!.id))) ctx.waitUntil(recover(db, env, row!.id));
  // A new motion has no votes yet, so the caller's own vote is null and both voter lists are empty; it is
  // not scored yet either, so its analysis quotes nothing.
  return toMotion({ ...row!, publicQuotedIds: null }, page, input.origin, { id: input.authorId, vote: null });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Never rejects: runs after the response, where nobody could catch it. */
async function recover(db: Db, env: Env, motionId: string) {
  for (const delay of RESEND_DELAYS_MS) {
    await sleep(delay);
    if (await enqueueScoring(env, motionId)) return;
  }
  try {
    const { outcome } = await scoreWithFallback(db, motionId, scorerFor(env), "queue-unreachable");
    if (outcome === "scored") await notifyScored(db, motionId);
    logEvent("warn", { event: "scored-inline", motionId, outcome });
  } catch (err) {
    logEvent("error", { event: "inline-scoring-failed", motionId, error: String(err) });
  }
}

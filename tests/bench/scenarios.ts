import { seedPages } from "../../worker/cli/seed/data";
import { percentile } from "./measure";

// The write-side scenarios and the cursor walk, over plain fetch (undici: keep-alive, no per-origin
// connection cap, so 500 requests really are in flight together). Each returns figures, or throws when the
// run itself is broken (an error status, a wrong count, a repeated motion).

type MotionJson = { _id: string; aiStatus: "pending" | "scored" | "failed"; votes: { count: number }; downVotes: { count: number } };
type ListJson = { motions: MotionJson[]; nextCursor: string | null };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const getJson = async <T>(url: string, init?: RequestInit): Promise<T> => {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? "GET"} ${url} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  return (await res.json()) as T;
};

export const listUrl = (origin: string, sort: string, extra = "", limit = 8) =>
  `${origin}/api/idea?sort=${encodeURIComponent(sort)}&limit=${limit}${extra}`;

/**
 * The cursor of page `page` (of 8), without walking 10,000 pages: page `page - 1` by offset answers, like
 * any page, the cursor after its last motion (list.ts encodes the sort's key of that motion), which is the
 * cursor a walk from page 1 would reach, since both orders are the same total order of the sort's index.
 * Checked: the cursor's page must equal `page=<page>` by offset, and must follow on from page `page - 1`.
 */
export async function cursorForPage(origin: string, sort: string, page: number, filter = "") {
  const before = await getJson<ListJson>(listUrl(origin, sort, `${filter}&page=${page - 1}`));
  if (before.motions.length !== 8 || !before.nextCursor) throw new Error(`${sort}${filter}: page ${page - 1} is short or has no next cursor`);
  const cursor = before.nextCursor;
  const [byCursor, byOffset] = await Promise.all([
    getJson<ListJson>(listUrl(origin, sort, `${filter}&cursor=${cursor}`)),
    getJson<ListJson>(listUrl(origin, sort, `${filter}&page=${page}`)),
  ]);
  const ids = (l: ListJson) => l.motions.map((m) => m._id).join(",");
  if (byCursor.motions.length !== 8 || ids(byCursor) !== ids(byOffset)) throw new Error(`${sort}${filter}: page ${page} by cursor differs from page=${page} by offset`);
  if (before.motions.some((m) => ids(byCursor).includes(m._id))) throw new Error(`${sort}${filter}: page ${page} by cursor repeats a motion of page ${page - 1}`);
  return cursor;
}

const texts = seedPages.flatMap((p) => p.motions.map((m) => m.text));
const auth = (token: string) => ({ Authorization: `Bearer ${token}`, "Content-Type": "application/json" });

/**
 * Submits one motion per token (`parallel` at a time) and polls GET /api/idea/:id every 50 ms until it
 * leaves "pending". Returns the ids and the submit-to-scored times in ms.
 */
export async function submitAndWaitForScores(origin: string, entityId: string, tokens: string[], parallel: number) {
  const times: number[] = [];
  const ids: string[] = [];
  let next = 0;
  const one = async (i: number) => {
    const userIdea = `Benchmark ${new Date().toISOString()} #${i + 1}. ${texts[i % texts.length]}`;
    const started = performance.now();
    const { motion } = await getJson<{ motion: MotionJson }>(`${origin}/api/idea/add`, {
      method: "POST",
      headers: auth(tokens[i]!),
      body: JSON.stringify({ entityId, userIdea }),
    });
    for (let status = motion.aiStatus; status === "pending"; ) {
      if (performance.now() - started > 60_000) throw new Error(`motion ${motion._id} still pending after 60 s`);
      await sleep(50);
      status = (await getJson<{ motion: MotionJson }>(`${origin}/api/idea/${motion._id}`)).motion.aiStatus;
      if (status === "failed") throw new Error(`scoring failed for motion ${motion._id}`);
    }
    times.push(performance.now() - started);
    ids.push(motion._id);
  };
  await Promise.all(Array.from({ length: parallel }, async () => {
    while (next < tokens.length) await one(next++);
  }));
  return { ids, times, median: percentile(times, 50), p95: percentile(times, 95) };
}

/** Every token votes up on `motionId` at once; then the motion's count must be exactly one vote per member. */
export async function voteTogether(origin: string, motionId: string, tokens: string[]) {
  const before = (await getJson<{ motion: MotionJson }>(`${origin}/api/idea/${motionId}`)).motion;
  const started = performance.now();
  const answers = await Promise.all(
    tokens.map(async (token) => {
      const res = await fetch(`${origin}/api/idea/vote`, { method: "POST", headers: auth(token), body: JSON.stringify({ ideaId: motionId }) });
      const body = (await res.json().catch(() => null)) as { idea?: MotionJson } | null;
      return { status: res.status, count: body?.idea?.votes.count };
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  // Past HOT_MOTION_VOTES the motion turned hot: its count reaches D1 with the object's flush (README.md,
  // "Hot motions": at most a second or so later). Read until it is there, for at most 10 s.
  const expectedUp = before.votes.count + tokens.length;
  let after = (await getJson<{ motion: MotionJson }>(`${origin}/api/idea/${motionId}`)).motion;
  for (const deadline = Date.now() + 10_000; after.votes.count !== expectedUp && Date.now() < deadline; await sleep(100)) {
    after = (await getJson<{ motion: MotionJson }>(`${origin}/api/idea/${motionId}`)).motion;
  }
  const statuses: Record<string, number> = {};
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  return {
    voters: tokens.length,
    ok: statuses[200] ?? 0,
    statuses,
    seconds,
    expectedUp,
    finalUp: after.votes.count,
    downChange: after.downVotes.count - before.downVotes.count,
    // Each vote's batch answers the count right after its own increment: 500 different numbers.
    distinctCountsAnswered: new Set(answers.map((a) => a.count)).size,
  };
}

/** The consumer's own time per motion (its "ms" log line, worker/queue/scoring.ts), from wrangler's log. */
export function scoringTimes(log: string, ids: string[]) {
  const wanted = new Set(ids);
  const times: number[] = [];
  for (const line of log.split("\n")) {
    const at = line.indexOf('{"level":"info","queue":"plaza-scoring"');
    if (at < 0) continue;
    try {
      const event = JSON.parse(line.slice(at)) as { motionId?: string; ms?: number };
      if (event.motionId && wanted.has(event.motionId) && typeof event.ms === "number") times.push(event.ms);
    } catch {
      // a line cut by other output: not one of ours to count
    }
  }
  return { count: times.length, median: percentile(times, 50), p95: percentile(times, 95) };
}

import { closeSync, openSync, readSync, statSync } from "node:fs";
import type { WorkerHeap } from "./inspector";
import { ms, type Row } from "./report";
import { logFile, type RunningWorker } from "./server";

// The notification fan-out scenario: an admin posts one official response on a motion of the fan-out page
// (fan-out-seed.ts) through the real route, then the local queue notifies every voter and follower. The
// consumer logs one line a message (worker/queue/notification-consumer.ts: notified, mailed, done), which
// this reads as wrangler writes it, while sampling the resident memory of the Worker's workerd process: so
// the figures are the fan-out's own, end to end, with the mails going through the MAIL binding into the dev
// outbox. What the Worker itself keeps is read from its isolate's heap (inspector.ts): see fanOutFigures.

const sleep = (millis: number) => new Promise((r) => setTimeout(r, millis));
const SAMPLE_MS = 50;
const TIMEOUT_MS = 15 * 60_000;

/** Reads what was appended to a file since the last call. */
function tail(file: string) {
  let offset = statSync(file).size;
  return () => {
    const size = statSync(file).size;
    if (size <= offset) return "";
    const fd = openSync(file, "r");
    const buffer = Buffer.alloc(size - offset);
    readSync(fd, buffer, 0, buffer.length, offset);
    closeSync(fd);
    offset = size;
    return buffer.toString("utf8");
  };
}

type FanOutLine = { updateId?: string; notified?: number; mailed?: number; done?: boolean; outcome?: string };

export type FanOutResult = { recipients: number; mailed: number; messages: number; staffAnswerMs: number; seconds: number; perSecond: number; rssGrowthMb: number };

async function fanOutOnce(origin: string, adminToken: string, motionId: string, logFile: string, rssMb: () => number): Promise<FanOutResult> {
  const motion = await fetch(`${origin}/api/idea/${motionId}`).then((r) => r.json() as Promise<{ motion: { status: string } }>);
  const newLines = tail(logFile);
  const rssBefore = rssMb();
  let rssPeak = rssBefore;
  const started = performance.now();
  const res = await fetch(`${origin}/api/idea/${motionId}/updates`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ text: "The transit team publishes the first monthly on-time report next week, route by route.", expectedStatus: motion.motion.status }),
  });
  const staffAnswerMs = performance.now() - started;
  if (res.status !== 201) throw new Error(`POST /api/idea/${motionId}/updates answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  const { update } = (await res.json()) as { update: { _id: string } };
  const totals = { recipients: 0, mailed: 0, messages: 0 };
  let pending = "";
  while (performance.now() - started < TIMEOUT_MS) {
    await sleep(SAMPLE_MS);
    rssPeak = Math.max(rssPeak, rssMb());
    const lines = (pending + newLines()).split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) {
      const at = line.indexOf('{"level":"info","queue":"plaza-notifications"');
      if (at < 0) continue;
      const event = JSON.parse(line.slice(at)) as FanOutLine;
      if (event.updateId !== update._id) continue;
      totals.recipients += event.notified ?? 0;
      totals.mailed += event.mailed ?? 0;
      totals.messages += 1;
      if (event.done) {
        const seconds = (performance.now() - started) / 1000;
        return { ...totals, staffAnswerMs, seconds, perSecond: totals.recipients / seconds, rssGrowthMb: rssPeak - rssBefore };
      }
    }
  }
  throw new Error(`the fan-out of update ${update._id} did not finish within ${TIMEOUT_MS / 60_000} minutes (${JSON.stringify(totals)})`);
}

/**
 * Holding each recipient's id from one message to the next adds ~50 bytes a recipient (measured with a
 * module-level array in worker/notifications/fan-out.ts: +0.68 MB over the 10,000, +0.28 MB over the 2,000,
 * so 0.4 MB more). Without it the difference stayed within ±0.15 MB in the runs measured.
 */
const HEAP_SLACK_MB = 0.25;

type Audience = { small: string; large: string };
const signed = (value: number, unit = "MB", digits = 2) => `${value >= 0 ? "+" : "−"}${Math.abs(value).toFixed(digits)} ${unit}`;

/**
 * The phase: a warm-up fan-out to 2,000, then 2,000 and 10,000 measured. "Memory must not grow with the
 * number of recipients" is about what the Worker keeps from message to message (within one it holds at most
 * 5 stretches of 100, by construction): its isolate's live heap after a full collection, before and after
 * each fan-out. The warm-up compiles and optimises the path and fills the Worker's caches. The workerd
 * process's RSS is reported beside it, not budgeted: it is mostly the local runtime's (D1's SQLite, the
 * send_email simulator and its capture store, other isolates' uncollected heaps, allocator high-water).
 */
export async function fanOutFigures(worker: RunningWorker, heap: WorkerHeap, adminToken: string, audience: Audience) {
  const rss = () => worker.memory().rssMb;
  const fanOut = (motionId: string) => fanOutOnce(worker.origin, adminToken, motionId, logFile, rss);
  const warmUp = await fanOut(audience.small);
  const heapBefore = await heap.retainedMb();
  const small = await fanOut(audience.small);
  const heapBetween = await heap.retainedMb();
  const large = await fanOut(audience.large);
  const heapAfter = await heap.retainedMb();
  const growth = { small: heapBetween - heapBefore, large: heapAfter - heapBetween };
  const problems = [small, large]
    .filter((r, i) => r.recipients !== [2_000, 10_000][i] || r.mailed !== r.recipients)
    .map((r) => `fan-out: ${JSON.stringify(r)}`);
  const extra = growth.large - growth.small;
  const perRecipient = (extra * 1024 ** 2) / (large.recipients - small.recipients);
  const rows: Row[] = [
    { figure: "update on a motion with 10,000 voters: the staff member's answer", measured: `${ms(large.staffAnswerMs)} (2,000: ${ms(small.staffAnswerMs)})`, budget: "at once (queued)", met: large.staffAnswerMs < 1000 },
    { figure: "fan-out to 10,000 recipients, end to end", measured: `${large.seconds.toFixed(1)} s, ${large.recipients} notified, ${large.mailed} mailed, ${large.messages} messages`, budget: "—", met: null },
    { figure: "fan-out throughput, notifications/s", measured: `${large.perSecond.toFixed(0)} (2,000 recipients: ${small.perSecond.toFixed(0)})`, budget: "—", met: null },
    {
      figure: "Worker isolate's live V8 heap after a full GC: growth over a fan-out, after a warm-up one",
      measured: `${signed(growth.large)} for 10,000, ${signed(growth.small)} for 2,000: ${signed(perRecipient, "B", 0)} per extra recipient (${heapAfter.toFixed(1)} MB live)`,
      budget: `10,000 ≤ 2,000 + ${HEAP_SLACK_MB} MB (31 B a recipient)`,
      met: extra <= HEAP_SLACK_MB,
    },
    {
      figure: "workerd RSS growth during a fan-out (the whole local runtime, not the Worker's heap)",
      measured: `+${large.rssGrowthMb.toFixed(0)} MB for 10,000, +${small.rssGrowthMb.toFixed(0)} MB for 2,000 (warm-up 2,000: +${warmUp.rssGrowthMb.toFixed(0)} MB)`,
      budget: "—",
      met: null,
    },
  ];
  return { rows, problems, raw: { warmUp, small, large, workerHeapMb: { before: heapBefore, between: heapBetween, after: heapAfter } } };
}

import { closeSync, openSync, readSync, statSync } from "node:fs";

// The notification fan-out scenario: an admin posts one official response on a motion of the fan-out page
// (fan-out-seed.ts) through the real route, then the local queue notifies every voter and follower. The
// consumer logs one line a message (worker/queue/notification-consumer.ts: notified, mailed, done), which
// this reads as wrangler writes it, while sampling the Worker's resident memory: so the figures are the
// fan-out's own, end to end, with the mails going through the MAIL binding into the dev outbox.

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
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

export async function fanOutOnce(origin: string, adminToken: string, motionId: string, logFile: string, rssMb: () => number): Promise<FanOutResult> {
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

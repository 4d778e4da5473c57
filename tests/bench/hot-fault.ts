import type { Row } from "./report";
import { BURST, burst, countsAndRows, freshMotion, untilCount, WARM } from "./hot-motions";
import { appWith, startWorker } from "./server";

// The fault check of hot motions (README.md, "Hot motions"): a burst of votes on a hot motion, and the local
// runtime killed (SIGKILL to wrangler and both workerd) once KILL_AFTER votes were answered 200. Started again
// on the same state, the motion's object finds what it took in its own storage and flushes it. Then, read
// from D1 with the Worker stopped: the counters equal the vote rows, and every vote answered 200 before the
// kill is a row. Votes cut off by the kill may or may not have been taken; either way they are counted once.

const KILL_AFTER = 100;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The motion's count once it reached `atLeast` and stayed put for 3 s (flushes run every second), or after 30 s. */
async function settledCount(origin: string, motionId: string, atLeast: number) {
  let [count, since] = [-1, Date.now()];
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await sleep(250)) {
    const now = await untilCount(origin, motionId, -1, 0);
    if (now !== count) [count, since] = [now, Date.now()];
    else if (count >= atLeast && Date.now() - since >= 3_000) break;
  }
  return count;
}

/** The burst on a fresh motion made hot, the runtime killed once KILL_AFTER of its votes were answered 200: the motion and which votes were. */
async function burstUntilKilled(tokens: string[]) {
  const worker = await startWorker(appWith({}, "wrangler-dev-fault.log"));
  const acknowledged = new Set<number>();
  try {
    const motionId = await freshMotion(worker.origin, tokens.at(-1)!);
    const warm = await burst(worker.origin, motionId, tokens.slice(BURST, BURST + WARM));
    warm.statuses.forEach((s, i) => s === 200 && acknowledged.add(BURST + i));
    await burst(worker.origin, motionId, tokens.slice(0, BURST), (i, status) => {
      if (status !== 200) return;
      acknowledged.add(i);
      if (acknowledged.size - WARM === KILL_AFTER) worker.kill();
    });
    return { motionId, acknowledged };
  } finally {
    worker.kill();
  }
}

export async function hotFaultFigures(tokens: string[], memberIds: string[]) {
  console.log("- hot motions: the runtime killed during a burst of votes on a hot motion, then restarted");
  const { motionId, acknowledged } = await burstUntilKilled(tokens);
  const worker = await startWorker(appWith({}, "wrangler-dev-fault-restart.log"));
  let counted: number;
  try {
    // The object's alarm was stored with its votes: once the runtime is back it flushes them, unasked.
    counted = await settledCount(worker.origin, motionId, acknowledged.size);
  } finally {
    await worker.stop();
  }
  const ids = [...acknowledged].map((i) => memberIds[i]!);
  const db = await countsAndRows(motionId, ids);
  const missing = ids.filter((id) => !db.present.has(id)).length;
  const ok = db.exact && missing === 0;
  const measured =
    `killed after ${acknowledged.size - WARM} of ${BURST} burst votes answered 200 (+${WARM} before); after the restart up_count ${db.up}, ` +
    `rows ${db.rowsUp} up / ${db.rowsDown} down, ${missing} of ${acknowledged.size} acknowledged votes missing (count read back: ${counted})`;
  const rows: Row[] = [{ figure: "runtime killed during a burst on a hot motion, restarted", measured, budget: "counts = rows, no acknowledged vote lost", met: ok }];
  const problems = ok ? [] : [`hot fault: ${measured}`];
  return { rows, problems, raw: { acknowledged: acknowledged.size, up: db.up, rowsUp: db.rowsUp, rowsDown: db.rowsDown, missing } };
}

import { ratio, type Row } from "./report";
import { submitAndWaitForScores } from "./scenarios";
import { appWith, startWorker, type RunningWorker } from "./server";
import { withProxy } from "./state";

// Hot motions (README.md, "Hot motions"): 2,000 members vote on one motion at once, through the plain path
// (the app served with HOT_MOTION_VOTES "0": never hot) and through the motion's Durable Object (the app as
// configured, the motion made hot first by 150 other members' votes), the two in turn in one run. The app's
// own Worker is stopped by then: each path gets a `wrangler dev` of its own on the benchmark's state.
// Throughput is votes answered ÷ the seconds from the first sent to the last answered; the counters must
// equal the vote rows once the object flushed (read from D1 after the Worker stopped).

export const BURST = 2_000;
export const WARM = 150;
const auth = (token: string) => ({ Authorization: `Bearer ${token}`, "Content-Type": "application/json" });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
type MotionJson = { votes: { count: number }; downVotes: { count: number } };

/** Every token votes up on the motion at once; the answers' statuses (0: no answer) in the tokens' order, and the seconds it took. */
export async function burst(origin: string, motionId: string, tokens: string[], onAnswer: (i: number, status: number) => void = () => {}) {
  const started = performance.now();
  const statuses = await Promise.all(
    tokens.map(async (token, i) => {
      // 0: no whole answer (the runtime was killed before or while it answered).
      const status = await fetch(`${origin}/api/idea/vote`, { method: "POST", headers: auth(token), body: JSON.stringify({ ideaId: motionId }) })
        .then(async (res) => (await res.arrayBuffer(), res.status))
        .catch(() => 0);
      onAnswer(i, status);
      return status;
    }),
  );
  return { statuses, seconds: (performance.now() - started) / 1000 };
}

const upCount = async (origin: string, motionId: string) => {
  const res = await fetch(`${origin}/api/idea/${motionId}`);
  return ((await res.json()) as { motion: MotionJson }).motion.votes.count;
};

/** Reads the motion until its count in D1 is `expected` (the object flushed), for at most `ms`; the count it ended at. */
export async function untilCount(origin: string, motionId: string, expected: number, ms = 20_000) {
  let count = await upCount(origin, motionId);
  for (const deadline = Date.now() + ms; count !== expected && Date.now() < deadline; await sleep(100)) count = await upCount(origin, motionId);
  return count;
}

/** A fresh, scored motion on the busiest page, submitted by the member of `token`. */
export async function freshMotion(origin: string, token: string) {
  const page = (await fetch(`${origin}/api/entity/bench-page-1`).then((r) => r.json())) as { entity: { _id: string } };
  return (await submitAndWaitForScores(origin, page.entity._id, [token], 1)).ids[0]!;
}

/** The motion's counters and its vote rows in D1 (the Worker stopped), and which of `memberIds` have an up vote there. */
export const countsAndRows = (motionId: string, memberIds: string[] = []) =>
  withProxy(async (db) => {
    const row = await db
      .prepare(
        `SELECT up_count AS up, down_count AS down, hot_since AS hotSince,
           (SELECT count(*) FROM votes WHERE motion_seq = m.seq AND up = 1) AS rowsUp,
           (SELECT count(*) FROM votes WHERE motion_seq = m.seq AND up = 0) AS rowsDown
         FROM motions m WHERE id = ?`,
      )
      .bind(motionId)
      .first<{ up: number; down: number; hotSince: number | null; rowsUp: number; rowsDown: number }>();
    const { results } = await db
      .prepare(
        `SELECT u.id AS id FROM votes v JOIN users u ON u.num = v.member_num
         WHERE v.motion_seq = (SELECT seq FROM motions WHERE id = ?) AND v.up = 1 AND u.id IN (SELECT value FROM json_each(?))`,
      )
      .bind(motionId, JSON.stringify(memberIds))
      .all<{ id: string }>();
    return { ...row!, exact: row!.up === row!.rowsUp && row!.down === row!.rowsDown, present: new Set(results.map((r) => r.id)) };
  });

const onPath = async (vars: Record<string, string>, tokens: string[], warm: string[]) => {
  const worker: RunningWorker = await startWorker(appWith(vars, "wrangler-dev-hot.log"));
  try {
    const motionId = await freshMotion(worker.origin, tokens.at(-1)!);
    if (warm.length) await burst(worker.origin, motionId, warm);
    const run = await burst(worker.origin, motionId, tokens.slice(0, BURST));
    const expected = warm.length + BURST;
    const counted = await untilCount(worker.origin, motionId, expected);
    return { motionId, ok: run.statuses.filter((s) => s === 200).length, seconds: run.seconds, expected, counted };
  } finally {
    await worker.stop();
  }
};

/** The two paths in turn; tokens: BURST voters, WARM warmers, and one more who submits each motion. */
export async function hotFigures(tokens: string[]) {
  console.log(`- hot motions: ${BURST.toLocaleString("en")} members vote on one motion at once, plain path, then through the motion's object`);
  const voters = [...tokens.slice(0, BURST), tokens.at(-1)!];
  const plain = await onPath({ HOT_MOTION_VOTES: "0" }, voters, []);
  const hot = await onPath({}, voters, tokens.slice(BURST, BURST + WARM));
  const [plainDb, hotDb] = [await countsAndRows(plain.motionId), await countsAndRows(hot.motionId)];
  const rate = (p: typeof plain) => p.ok / p.seconds;
  const gain = rate(hot) / rate(plain);
  const exact = plain.ok === BURST && hot.ok === BURST && plainDb.exact && hotDb.exact && plainDb.up === BURST && hotDb.up === BURST + WARM;
  const describe = (p: typeof plain, d: typeof plainDb) =>
    `${p.ok}/${BURST} answered 200 in ${p.seconds.toFixed(2)} s (${rate(p).toFixed(0)} votes/s); up_count ${d.up}, rows ${d.rowsUp}`;
  const rows: Row[] = [
    { figure: `${BURST.toLocaleString("en")} members vote on one motion at once — plain path`, measured: describe(plain, plainDb), budget: "all 200, exact", met: plain.ok === BURST && plainDb.exact },
    { figure: `the same through the hot motion's object (hot after ${WARM} votes)`, measured: `${describe(hot, hotDb)}; hot_since ${hotDb.hotSince === null ? "cleared" : "still set"}`, budget: "all 200, exact", met: hot.ok === BURST && hotDb.exact },
    { figure: "hot path ÷ plain path (throughput, same run)", measured: `${ratio(gain)}×`, budget: "≥ 5×", met: gain >= 5 && exact },
  ];
  const problems = exact ? [] : [`hot motions: counts differ from rows or votes failed ${JSON.stringify({ plain, hot, plainDb: { ...plainDb, present: undefined }, hotDb: { ...hotDb, present: undefined } })}`];
  return { rows, problems, raw: { plain, hot, gain } };
}

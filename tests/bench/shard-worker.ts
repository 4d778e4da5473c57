// The shard bench's Worker (README.md, "Performance", shards): the same vote write as the app's plain path —
// one D1 batch that inserts the vote row and moves the motion's counter by the rows it changed — sent to one
// database or spread over several, so the bench can tell whether more databases add write throughput on the
// local runtime. It finds its databases by what they are (every binding with `withSession`), not by name.

type Db = D1Database;
const databases = (env: Record<string, unknown>) =>
  Object.keys(env)
    .sort()
    .map((key) => env[key])
    .filter((value): value is Db => typeof (value as Db | null)?.withSession === "function");

const SCHEMA = [
  "CREATE TABLE IF NOT EXISTS motions (seq INTEGER PRIMARY KEY, up INTEGER NOT NULL DEFAULT 0)",
  "CREATE TABLE IF NOT EXISTS votes (motion INTEGER NOT NULL, member INTEGER NOT NULL, up INTEGER NOT NULL, at INTEGER NOT NULL, PRIMARY KEY (motion, member)) WITHOUT ROWID",
];
const MOTIONS = 100;
let counter = 0;

const setUp = async (db: Db) => {
  for (const statement of SCHEMA) await db.prepare(statement).run();
  await db.prepare("DELETE FROM votes").run();
  await db.prepare("DELETE FROM motions").run();
  const insert = db.prepare("INSERT INTO motions (seq) VALUES (?)");
  await db.batch(Array.from({ length: MOTIONS }, (_, i) => insert.bind(i + 1)));
};

const vote = async (db: Db) => {
  const motion = 1 + Math.floor(Math.random() * MOTIONS);
  const member = Math.floor(Math.random() * 2 ** 31);
  await db.batch([
    db.prepare("INSERT INTO votes (motion, member, up, at) VALUES (?, ?, 1, ?) ON CONFLICT DO NOTHING").bind(motion, member, Date.now()),
    db.prepare("UPDATE motions SET up = up + changes() WHERE seq = ?").bind(motion),
  ]);
};

/** Every database's vote rows and the sum of its counters: equal when no write was lost or counted twice. */
const check = async (dbs: Db[]) =>
  Promise.all(
    dbs.map(async (db) => ({
      rows: (await db.prepare("SELECT count(*) AS n FROM votes").first<{ n: number }>())?.n ?? 0,
      counted: (await db.prepare("SELECT coalesce(sum(up), 0) AS n FROM motions").first<{ n: number }>())?.n ?? 0,
    })),
  );

export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    const dbs = databases(env as Record<string, unknown>);
    if (url.pathname === "/setup") {
      await Promise.all(dbs.map(setUp));
      return Response.json({ databases: dbs.length });
    }
    if (url.pathname === "/vote") {
      const spread = Math.min(dbs.length, Math.max(1, Number(url.searchParams.get("spread") ?? 1)));
      await vote(dbs[counter++ % spread]!);
      return Response.json({ ok: true });
    }
    if (url.pathname === "/check") return Response.json({ databases: await check(dbs) });
    return Response.json({ status: "ok" });
  },
} satisfies ExportedHandler;

import { cleanupMove, moveJurisdiction } from "../../worker/jurisdictions/move/move";
import { directory, placementOf, type DatabaseName } from "../../worker/db/placement";
import { measureInterleaved, warmUp } from "./measure";
import { ratio, type Row } from "./report";
import { appWith, startWorker } from "./server";
import { CAPITAL_SLUG, TYPICAL_CITY_SLUG } from "./nation-seed";
import { withProxyEnv } from "./state";

// /me for a member active in three cities on three databases ÷ a member as active in one city (README.md,
// "Databases", a member's activity). Two small cities of the bench's nation are moved to shard-1 and shard-2
// (the move names them on the row of the member who voted there); the first member votes on 20 motions in
// each of three cities, the second on 60 in one. Made once per state (the moves stay), then the app is served
// again and GET /api/me/votes of the two is sampled interleaved.

const PER_CITY = 20;
const SHARDS: DatabaseName[] = ["shard-1", "shard-2"];
type City = { id: string; slug: string };

/** `count` votes of member `num` on a city's motions, and their counters brought to their rows. */
const voteIn = (db: D1Database, city: string, num: number, count: number) =>
  db.batch([
    db
      .prepare(
        `insert or ignore into votes (motion_seq, member_num, up, cast_at)
         select m.seq, ?2, 1, 30000000 + m.seq from motions m join entities e on e.id = m.entity_id where e.jurisdiction_id = ?1 order by m.seq limit ?3`,
      )
      .bind(city, num, count),
    db
      .prepare(`update motions set up_count = (select count(*) from votes v where v.motion_seq = motions.seq and v.up = 1) where seq in (select motion_seq from votes where member_num = ?1)`)
      .bind(num),
  ]);

/** Three small cities still on the directory, the votes, and the moves of two: once per state. */
const prepare = (spread: { id: string }, single: { id: string }) =>
  withProxyEnv(async (env) => {
    const dir = directory(env);
    const numOf = async (id: string) => (await dir.prepare("select num, activity_databases as dbs from users where id = ?1").bind(id).first<{ num: number; dbs: string | null }>())!;
    const a = await numOf(spread.id);
    if (a.dbs && SHARDS.every((s) => a.dbs!.includes(s))) return;
    const { results: cities } = await dir
      .prepare(
        `select id, slug from jurisdictions j where kind = 'city' and motion_count between ?1 and 200 and slug not in (?2, ?3)
           and not exists (select 1 from jurisdiction_placements p where p.jurisdiction_id = j.id) order by motion_count, id limit 4`,
      )
      .bind(PER_CITY * 3, CAPITAL_SLUG, TYPICAL_CITY_SLUG)
      .all<City>();
    if (cities.length < 4) throw new Error("the bench's nation has no four small cities to spread a member over");
    const [home, ...away] = cities as [City, City, City, City];
    for (const city of [home, away[0]!, away[1]!]) await voteIn(dir, city.id, a.num, PER_CITY);
    await voteIn(dir, away[2]!.id, (await numOf(single.id)).num, PER_CITY * 3);
    for (const [i, city] of away.slice(0, 2).entries()) {
      if ((await placementOf(dir, city.id)) !== "directory") continue;
      const moved = await moveJurisdiction(env, city.slug, SHARDS[i]!);
      if (moved.state !== "flipped") throw new Error(`moving ${city.slug} ended ${moved.state}`);
      await cleanupMove(env, city.slug);
    }
  });

export async function meFigures(members: { id: string }[], tokens: string[]) {
  // Two of the members no other phase votes with (the hot phases use the first 2,150 and the last one).
  const [spread, single] = [members.length - 50, members.length - 49];
  console.log(`- /me: a member voting in 3 cities on 3 databases ÷ one voting as much in 1 city`);
  await prepare(members[spread]!, members[single]!);
  const worker = await startWorker(appWith({}, "wrangler-dev-me.log"));
  try {
    const url = `${worker.origin}/api/me/votes`;
    const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
    const headersOf = { three: auth(tokens[spread]!), one: auth(tokens[single]!) };
    const counts = await Promise.all(
      Object.values(headersOf).map(async (headers) => {
        let [n, cursor] = [0, ""];
        do {
          const page = (await fetch(`${url}?limit=50${cursor && `&cursor=${cursor}`}`, { headers }).then((r) => r.json())) as { motions: unknown[]; nextCursor: string | null };
          n += page.motions.length;
          cursor = page.nextCursor ?? "";
        } while (cursor);
        return n;
      }),
    );
    for (const headers of Object.values(headersOf)) await warmUp([url], headers);
    const { byTarget, failures } = await measureInterleaved({ three: url, one: url }, { connections: 10, seconds: 10, headersOf });
    const [three, one] = [byTarget.three!, byTarget.one!];
    // The seed may have given either member a vote of its own: both must list all of theirs, as many each.
    const exact = counts[0] === counts[1] && counts[0]! >= PER_CITY * 3 && failures === 0;
    const rows: Row[] = [
      { figure: "/me/votes, a member in 1 city (p50 / p95)", measured: `${one.p50.toFixed(1)} / ${one.p95.toFixed(1)} ms, ${counts[1]} motions in all`, budget: "—", met: null },
      { figure: "/me/votes, a member in 3 cities on 3 databases (p50 / p95)", measured: `${three.p50.toFixed(1)} / ${three.p95.toFixed(1)} ms, ${counts[0]} motions in all`, budget: "—", met: null },
      { figure: "/me, 3 cities ÷ 1 city (p50, same run)", measured: `${ratio(three.p50 / one.p50)}× (p95 ${ratio(three.p95 / one.p95)}×)`, budget: "≤ 2×", met: three.p50 / one.p50 <= 2 && exact },
    ];
    const problems = exact ? [] : [`/me: expected as many voted motions each, at least ${PER_CITY * 3}, got ${counts.join(" and ")}, ${failures} failed requests`];
    return { rows, problems, raw: { three, one, counts } };
  } finally {
    await worker.stop();
  }
}

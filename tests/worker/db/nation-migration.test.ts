import { applyD1Migrations, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

// Migrations 0021 and 0022 turn a single-city database into the first city of a nation. This test builds a
// database as the single-city Plaza left it (every migration before 0021, rows written in its shape), runs the
// nation's migrations over it, and checks that no row was lost and every row landed where it belongs.

const NATION = "00000000-0000-7000-8000-000000000001";
const REGION = "00000000-0000-7000-8000-000000000002";
const CITY = "00000000-0000-7000-8000-000000000003";
const EPOCH = 1767225600000;
const HALF_LIFE = 3 * 86_400_000;

const before = env.TEST_MIGRATIONS.filter((m) => m.name < "0021");
const all = env.TEST_MIGRATIONS;

const run = (sql: string, ...values: unknown[]) => env.UPGRADE_DB.prepare(sql).bind(...values).run();
const rows = async <T>(sql: string) => (await env.UPGRADE_DB.prepare(sql).all<T>()).results;

describe("migrating a single-city database to the nation", () => {
  it("puts every page, motion, vote and editor under the first city without losing a row", async () => {
    await applyD1Migrations(env.UPGRADE_DB, before);
    const now = Date.now();
    for (const slug of ["metro-transit", "parks-and-recreation"]) {
      await run("insert into entities (id, slug, name, description, image_key) values (?, ?, ?, ?, ?)", `page-${slug}`, slug, slug, "A page of the single-city Plaza.", `entities/${slug}.png`);
    }
    await run("insert into users (id, name, email, is_verified) values ('u1', 'One', 'one@example.test', 1), ('u2', 'Two', 'two@example.test', 1)");
    await run("insert into motions (id, entity_id, author_id, text, up_count, down_count, answered_at) values ('m1', 'page-metro-transit', 'u1', 'Run the 12 bus every ten minutes.', 1, 1, ?)", now);
    await run("insert into motions (id, entity_id, author_id, text) values ('m2', 'page-parks-and-recreation', 'u2', 'Open the river pool on Sundays.')");
    await run("insert into votes (motion_id, user_id, direction, created_at) values ('m1', 'u1', 'up', ?), ('m1', 'u2', 'down', ?)", now, now - HALF_LIFE);
    await run("insert into editors (id, username, password_hash) values ('e1', 'editor-one', 'x')");
    await run("insert into admins (id, name, email, password_hash) values ('a1', 'Admin', 'admin@example.test', 'x')");

    await applyD1Migrations(env.UPGRADE_DB, all);

    const tree = await rows<{ id: string; kind: string; parent_id: string | null; path: string }>("select id, kind, parent_id, path from jurisdictions order by path");
    expect(tree).toEqual([
      { id: NATION, kind: "nation", parent_id: null, path: `/${NATION}/` },
      { id: REGION, kind: "region", parent_id: NATION, path: `/${NATION}/${REGION}/` },
      { id: CITY, kind: "city", parent_id: REGION, path: `/${NATION}/${REGION}/${CITY}/` },
    ]);
    expect(await rows("select id, jurisdiction_id from entities order by id")).toEqual([
      { id: "page-metro-transit", jurisdiction_id: CITY },
      { id: "page-parks-and-recreation", jurisdiction_id: CITY },
    ]);
    const moved = await rows<{ id: string; region_id: string; city_id: string; trend_key: number; text: string }>("select id, region_id, city_id, trend_key, text from motions order by id");
    expect(moved.map((m) => [m.id, m.region_id, m.city_id, m.text])).toEqual([
      ["m1", REGION, CITY, "Run the 12 bus every ten minutes."],
      ["m2", REGION, CITY, "Open the river pool on Sundays."],
    ]);
    // Trending's key: the up vote now, minus the down vote cast one half-life earlier (worth half as much), at
    // the whole seconds migration 0025 keeps of their times.
    const w = (t: number) => 2 ** ((Math.trunc((t - EPOCH) / 1000) * 1000) / HALF_LIFE);
    expect(moved[0]!.trend_key).toBeCloseTo(w(now) - w(now - HALF_LIFE), 6);
    expect(moved[1]!.trend_key).toBe(0);
    expect(await rows("select count(*) as n from votes")).toEqual([{ n: 2 }]);
    expect(await rows("select jurisdiction_id from editors")).toEqual([{ jurisdiction_id: CITY }]);
    expect(await rows("select jurisdiction_id from admins")).toEqual([{ jurisdiction_id: null }]);
    const totals = await rows("select page_count, motion_count, vote_count, answered_count from jurisdictions");
    expect(totals).toEqual(Array(3).fill({ page_count: 2, motion_count: 2, vote_count: 2, answered_count: 1 }));

    // Slugs are now unique within a jurisdiction only: a second city may have its own parks page.
    await run("insert into jurisdictions (id, slug, name, kind, parent_id, path, region_id, city_id) values ('c2', 'millbrook', 'Millbrook', 'city', ?, ?, ?, 'c2')", REGION, `/${NATION}/${REGION}/c2/`, REGION);
    await run("insert into entities (id, slug, name, description, image_key, jurisdiction_id) values ('p3', 'parks-and-recreation', 'Parks', 'Millbrook parks.', 'entities/p3.png', 'c2')");
    await expect(run("insert into entities (id, slug, name, description, image_key, jurisdiction_id) values ('p4', 'parks-and-recreation', 'Parks', 'Again.', 'entities/p4.png', 'c2')")).rejects.toThrow(/UNIQUE/);
  });
});

import { env } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { demoAdmin, demoCityStaff } from "../../../worker/cli/seed/demo-accounts";
import { describeSeed, seedDatabase, type SeedSummary } from "../../../worker/cli/seed/seed-database";
import { drizzleOver } from "../../../worker/db/client";
import { jurisdictions } from "../../../worker/db/jurisdiction-schema";
import { admins, editors, motions, pages } from "../../../worker/db/schema";
import { api, okJson } from "../support/client";
import { PNG_BYTES } from "../support/factories";
import { databaseNamed, directory, placementOf } from "../../../worker/db/placement";

// The demo nation (worker/cli/seed/nation.ts): Norland, two regions, four cities with pages of their own
// (Rivermouth the original eight), city staff for Rivermouth and Millbrook, trending keys that agree with the
// seeded votes; seeded into this file's own D1 and read back through the public API. A second run adds nothing.

const d = () => drizzleOver(directory(env));
const home = async (slug: string) => okJson(await api().jurisdictions[":slug"].$get({ param: { slug } }));
const count = async (table: typeof jurisdictions | typeof pages | typeof motions | typeof admins | typeof editors) =>
  (await d().select({ n: sql<number>`count(*)` }).from(table))[0]!.n;

describe("the demo nation", () => {
  let first: SeedSummary;
  beforeAll(async () => {
    first = await seedDatabase(env, { loadImage: async () => PNG_BYTES });
  }, 180_000);

  it("is Norland, with Riverland and Highlands and their four cities", async () => {
    const norland = await home("norland");
    expect(norland.jurisdiction).toMatchObject({ name: "Norland", kind: "nation", parentId: null });
    expect(norland.children.map((r) => [r.slug, r.name])).toEqual([["highlands", "Highlands"], ["riverland", "Riverland"]]);
    expect((await home("riverland")).children.map((c) => c.slug)).toEqual(["millbrook", "rivermouth"]);
    expect((await home("highlands")).children.map((c) => c.slug)).toEqual(["cedar-falls", "port-alder"]);
    const { jurisdictions: all } = await okJson(await api().jurisdictions.$get());
    expect(all.filter((j) => j.kind === "region")).toHaveLength(2);
    expect(all.filter((j) => j.kind === "city")).toHaveLength(4);
    expect(first.jurisdictions).toBe(7); // the migration's three renamed; Highlands and three cities made
    expect(describeSeed(first)).toContain("7 jurisdictions");
  });

  it("gives every city pages and motions, Rivermouth the original eight", async () => {
    const pagesOf = { rivermouth: 8, millbrook: 3, "cedar-falls": 2, "port-alder": 3 };
    for (const [slug, n] of Object.entries(pagesOf)) {
      const { stats, jurisdiction } = await home(slug);
      expect(jurisdiction.kind, slug).toBe("city");
      expect(stats.pages, slug).toBe(n);
      expect(stats.motions, slug).toBeGreaterThan(n);
      expect(stats.votes, slug).toBeGreaterThan(0);
    }
    expect((await home("norland")).stats.pages).toBe(16);
    expect((await home("millbrook")).stats.answered).toBeGreaterThan(0);
  });

  it("has the same page slug in two cities, each at its own city", async () => {
    const parks = async (city: string) =>
      (await okJson(await api().entity[":slug"].$get({ param: { slug: "parks-and-recreation" }, query: { jurisdiction: city } }))).entity;
    const [rivermouth, millbrook, cedarFalls] = await Promise.all(["rivermouth", "millbrook", "cedar-falls"].map(parks));
    expect(new Set([rivermouth!._id, millbrook!._id, cedarFalls!._id]).size).toBe(3);
    expect(millbrook!.jurisdiction).toMatchObject({ slug: "millbrook", name: "Millbrook" });
  });

  it("seats the national admin and each city's admin and editor in their jurisdictions", async () => {
    const staffAdmins = await d().select({ email: admins.email, jurisdictionId: admins.jurisdictionId }).from(admins);
    const staffEditors = await d().select({ username: editors.username, jurisdictionId: editors.jurisdictionId }).from(editors);
    const cityIds = new Map((await d().select().from(jurisdictions)).map((j) => [j.slug, j.id]));
    expect(staffAdmins).toContainEqual({ email: demoAdmin.email, jurisdictionId: null });
    for (const { city, admin, editor } of demoCityStaff) {
      expect(staffAdmins, city).toContainEqual({ email: admin.email, jurisdictionId: cityIds.get(city) });
      expect(staffEditors, city).toContainEqual({ username: editor.username, jurisdictionId: cityIds.get(city) });
    }
    expect(first).toMatchObject({ admin: true, editor: true, cityStaff: 3 });
  });

  it("keeps every motion's trending key equal to its votes' (migration 0022's formula, 0025's times)", async () => {
    const [row] = await d().all<{ off: number; voted: number }>(sql`
      SELECT sum(abs(m.trend_key - coalesce((SELECT sum(CASE v.up WHEN 1 THEN 1.0 ELSE -1.0 END * pow(2.0, v.cast_at * 1000 / 259200000.0))
        FROM votes v WHERE v.motion_seq = m.seq), 0)) > 1e-9 * max(1, abs(m.trend_key))) AS off,
        sum(m.up_count + m.down_count > 0) AS voted
      FROM motions m`);
    expect(row!.voted).toBeGreaterThan(50);
    expect(row!.off).toBe(0);
  });

  it("is spread over three databases: Rivermouth on the directory, Highlands on shard-1, Millbrook on shard-2", async () => {
    expect(first.spread).toBe(2);
    const cityId = async (slug: string) => (await home(slug)).jurisdiction._id;
    const motionsOn = async (name: string, slug: string) =>
      (await databaseNamed(env, name)
        .prepare("select count(*) as n from motions where entity_id in (select id from entities where jurisdiction_id = ?1)")
        .bind(await cityId(slug))
        .first<{ n: number }>())!.n;
    for (const [slug, database] of [["rivermouth", "directory"], ["cedar-falls", "shard-1"], ["port-alder", "shard-1"], ["millbrook", "shard-2"]] as const) {
      expect(await placementOf(directory(env), await cityId(slug)), slug).toBe(database);
      expect(await motionsOn(database, slug), slug).toBeGreaterThan(0);
      if (database !== "directory") expect(await motionsOn("directory", slug), slug).toBe(0);
    }
    // Served from there: Millbrook's list answers its motions, scored and answered.
    const { motions: listed } = await okJson(await api().idea.$get({ query: { jurisdiction: "millbrook" } }));
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((m) => m.aiStatus === "scored")).toBe(true);
  });

  it("adds nothing on a second run", async () => {
    const tables = [jurisdictions, pages, motions, admins, editors] as const;
    const before = await Promise.all(tables.map(count));
    const second = await seedDatabase(env, { loadImage: async () => PNG_BYTES });
    expect(describeSeed(second)).toBe("Demo data already seeded: nothing to add.");
    expect(await Promise.all(tables.map(count))).toEqual(before);
  }, 120_000);
});

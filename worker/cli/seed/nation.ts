import { and, eq, inArray, isNull } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import type { Db } from "../../db/client";
import { jurisdictions } from "../../db/jurisdiction-schema";

// The demo nation (README.md, "A nation of cities"): Norland, its regions Riverland and Highlands, and four
// cities. Migration 0022 made the first nation, region and city (fixed ids, slugs "nation", "region" and
// "city"); the seed names them Norland, Riverland and Rivermouth (Rivermouth keeps the original eight pages)
// and adds the rest. Idempotent: rows are found by slug, and a first row is renamed only while it still has
// the migration's slug.

type Place = { slug: string; name: string };
type Region = Place & { id?: string };
type City = Place & { region: string; id?: string };

/** The migration's three rows, and the names the demo gives them. */
const FIRST_ROWS = [
  { id: "00000000-0000-7000-8000-000000000001", from: "nation", slug: "norland", name: "Norland" },
  { id: "00000000-0000-7000-8000-000000000002", from: "region", slug: "riverland", name: "Riverland" },
  { id: "00000000-0000-7000-8000-000000000003", from: "city", slug: "rivermouth", name: "Rivermouth" },
] as const;

const NATION_SLUG = "norland";
const seedRegions: Region[] = [
  { slug: "riverland", name: "Riverland", id: FIRST_ROWS[1].id },
  { slug: "highlands", name: "Highlands" },
];
const seedCities: City[] = [
  { slug: "rivermouth", name: "Rivermouth", region: "riverland", id: FIRST_ROWS[2].id },
  { slug: "millbrook", name: "Millbrook", region: "riverland" },
  { slug: "cedar-falls", name: "Cedar Falls", region: "highlands" },
  { slug: "port-alder", name: "Port Alder", region: "highlands" },
];

/** Makes the demo tree; answers every seeded jurisdiction's id by slug and how many rows it created or renamed. */
export async function seedJurisdictions(db: Db): Promise<{ ids: Map<string, string>; changed: number }> {
  let changed = 0;
  for (const row of FIRST_ROWS) {
    const renamed = await db
      .update(jurisdictions)
      .set({ slug: row.slug, name: row.name })
      .where(and(eq(jurisdictions.id, row.id), eq(jurisdictions.slug, row.from)))
      .returning({ id: jurisdictions.id });
    changed += renamed.length;
  }
  const slugs = [NATION_SLUG, ...seedRegions.map((r) => r.slug), ...seedCities.map((c) => c.slug)];
  const existing = await db.select().from(jurisdictions).where(inArray(jurisdictions.slug, slugs));
  const bySlug = new Map(existing.map((j) => [j.slug, j]));
  // The nation under its demo name, or (renamed since by hand) the one row without a parent.
  const nation = bySlug.get(NATION_SLUG) ?? (await db.select().from(jurisdictions).where(isNull(jurisdictions.parentId)).limit(1))[0];
  if (!nation) throw new Error("Seed: the database has no nation (run the migrations first)");
  for (const region of seedRegions.filter((r) => !bySlug.has(r.slug))) {
    const id = region.id ?? uuidv7();
    const [row] = await db
      .insert(jurisdictions)
      .values({ id, slug: region.slug, name: region.name, kind: "region", parentId: nation.id, path: `${nation.path}${id}/`, regionId: id })
      .returning();
    bySlug.set(region.slug, row!);
    changed++;
  }
  for (const city of seedCities.filter((c) => !bySlug.has(c.slug))) {
    const region = bySlug.get(city.region)!;
    const id = city.id ?? uuidv7();
    const values = { id, slug: city.slug, name: city.name, kind: "city" as const, parentId: region.id, path: `${region.path}${id}/`, regionId: region.id, cityId: id };
    const [row] = await db.insert(jurisdictions).values(values).returning();
    bySlug.set(city.slug, row!);
    changed++;
  }
  return { ids: new Map([...bySlug].map(([slug, row]) => [slug, row.id])), changed };
}

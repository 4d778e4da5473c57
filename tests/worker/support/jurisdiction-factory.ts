import { eq } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { jurisdictionAliases, jurisdictions } from "../../../worker/db/jurisdiction-schema";
import { FIRST_CITY_ID } from "../../../worker/db/schema";
import { db, uniqueTag } from "./factories";

// Jurisdictions for Worker tests, written straight to D1 under the migration's nation (migration 0022), each
// with a unique slug and name, its path and its region and city ancestors as the tree keeps them.

type Row = typeof jurisdictions.$inferSelect;

/** The nation every migrated database has (migration 0022's first row). */
export const NATION_ID = "00000000-0000-7000-8000-000000000001";

export const readJurisdiction = async (id: string) => (await db().select().from(jurisdictions).where(eq(jurisdictions.id, id)))[0]!;
export const nationRow = () => readJurisdiction(NATION_ID);
export const firstCityRow = () => readJurisdiction(FIRST_CITY_ID);

const KIND_NAMES = { region: "Region", city: "City", district: "District" } as const;

/**
 * A region, city or district under `parent` (the nation for a region), with its path and its region and city
 * (itself at its own level) set as worker/db/jurisdiction-schema.ts describes them.
 */
export const insertJurisdiction = async (kind: keyof typeof KIND_NAMES, parent?: Row, overrides: Partial<Row> = {}) => {
  const above = parent ?? (await nationRow());
  const id = uuidv7();
  const tag = uniqueTag();
  const [row] = await db()
    .insert(jurisdictions)
    .values({
      id,
      slug: `${kind}-${tag}`,
      name: `${KIND_NAMES[kind]} ${tag}`,
      kind,
      parentId: above.id,
      path: `${above.path}${id}/`,
      regionId: kind === "region" ? id : above.regionId,
      cityId: kind === "city" ? id : kind === "district" ? above.cityId : null,
      ...overrides,
    })
    .returning();
  return row!;
};

/** A city in a region of its own (or the region given). */
export const insertCity = async (overrides: { name?: string; slug?: string } = {}, region?: Row) =>
  insertJurisdiction("city", region ?? (await insertJurisdiction("region")), overrides);

/** Renames a jurisdiction's slug, keeping the old one as an alias (as an admin's rename does). */
export const renameSlug = async (row: Row, slug: string) => {
  await db().batch([
    db().insert(jurisdictionAliases).values({ slug: row.slug, jurisdictionId: row.id }),
    db().update(jurisdictions).set({ slug }).where(eq(jurisdictions.id, row.id)),
  ]);
  return { ...row, slug };
};

/** A region of its own with a city in it, so a test's city is nobody else's. */
export const newCity = async () => insertJurisdiction("city", await insertJurisdiction("region"));

/** A region with two cities: the smallest tree that shows what is inside a jurisdiction and what is not. */
export const insertRegionWithCities = async () => {
  const region = await insertJurisdiction("region");
  return { region, cityA: await insertJurisdiction("city", region), cityB: await insertJurisdiction("city", region) };
};

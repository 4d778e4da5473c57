import { eq } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import type { JurisdictionKind } from "../../../worker/contract/jurisdictions";
import { jurisdictionAliases, jurisdictions } from "../../../worker/db/jurisdiction-schema";
import { db, uniqueTag } from "./factories";

// Jurisdictions for Worker tests, written straight to D1 under the migration's nation (migration 0022), each
// with a unique slug and name, its path and its region and city ancestors as the tree keeps them.

type Row = typeof jurisdictions.$inferSelect;

/** The nation every migrated database has (migration 0022's first row). */
const NATION_ID = "00000000-0000-7000-8000-000000000001";

const nation = async () => (await db().select().from(jurisdictions).where(eq(jurisdictions.id, NATION_ID)))[0]!;

/** A jurisdiction of `kind` under `parent` (a region under the nation by default). */
export const insertJurisdiction = async (kind: Exclude<JurisdictionKind, "nation">, parent?: Row, overrides: { name?: string; slug?: string } = {}) => {
  const above = parent ?? (await nation());
  const tag = uniqueTag();
  const id = uuidv7();
  const [row] = await db()
    .insert(jurisdictions)
    .values({
      id,
      slug: overrides.slug ?? `${kind}-${tag}`,
      name: overrides.name ?? `${kind[0]!.toUpperCase()}${kind.slice(1)} ${tag}`,
      kind,
      parentId: above.id,
      path: `${above.path}${id}/`,
      regionId: kind === "region" ? id : above.regionId,
      cityId: kind === "city" ? id : kind === "district" ? above.cityId : null,
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

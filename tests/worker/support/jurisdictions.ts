import { eq } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import type { JurisdictionKind } from "../../../worker/contract/jurisdictions";
import { jurisdictions } from "../../../worker/db/jurisdiction-schema";
import { db, uniqueTag } from "./factories";

// Jurisdictions for Worker tests: rows of the tree with their path and level ancestors set as the back office
// sets them, each with a unique slug. The migration's nation is every region's parent.

type JurisdictionRow = typeof jurisdictions.$inferSelect;

export const NATION_ID = "00000000-0000-7000-8000-000000000001";

export const readJurisdiction = async (id: string) => (await db().select().from(jurisdictions).where(eq(jurisdictions.id, id)))[0]!;

/** A jurisdiction of `kind` under `parent` (a region under the nation when no parent is given). */
export const insertJurisdiction = async (kind: Exclude<JurisdictionKind, "nation">, parent?: JurisdictionRow, name?: string) => {
  const up = parent ?? (await readJurisdiction(NATION_ID));
  const id = uuidv7();
  const tag = uniqueTag();
  const [row] = await db()
    .insert(jurisdictions)
    .values({
      id,
      slug: `${kind}-${tag}`,
      name: name ?? `${kind[0]!.toUpperCase()}${kind.slice(1)} ${tag}`,
      kind,
      parentId: up.id,
      path: `${up.path}${id}/`,
      regionId: kind === "region" ? id : up.regionId,
      cityId: kind === "city" ? id : up.cityId,
    })
    .returning();
  return row!;
};

/** A region with two cities: the smallest tree that shows what is inside a jurisdiction and what is not. */
export const insertRegionWithCities = async () => {
  const region = await insertJurisdiction("region");
  const [cityA, cityB] = [await insertJurisdiction("city", region), await insertJurisdiction("city", region)];
  return { region, cityA: cityA!, cityB: cityB! };
};

import { FIRST_CITY_ID } from "../../worker/db/schema";

// The benchmark's nation (README.md, "A million motions"): the nation, region and city migration 0022 makes,
// plus regions and cities up to SIZES (20 regions, 1,000 cities), the cities taking the regions in turn. The
// first CAPITAL_PAGES pages, the busiest (seed.ts picks a motion's page as ⌊pages × r²⌋, so the first 20 of
// 1,000 carry √(20/1000) ≈ 14% of the motions), belong to the capital, the migration's city; every other
// page to a city of its own (bench-city-2 upwards), so a typical city holds about a thousandth of the motions.
// Motions get their region and city from the triggers of migration 0022 as they are inserted.

const NATION_ID = "00000000-0000-7000-8000-000000000001";
const FIRST_REGION_ID = "00000000-0000-7000-8000-000000000002";
const CAPITAL_PAGES = 20;
/** The capital: 141,000 motions of 1,000,000 (page 10,000 of its lists exists), 14,000 of 100,000. */
export const CAPITAL_SLUG = "city";
/** A city of one page, page 119 of 1,000: about 1,450 motions of 1,000,000. */
export const TYPICAL_CITY_SLUG = "bench-city-100";

type Insert = (table: string, columns: string[], rows: Iterable<(string | number | null)[]>) => Iterable<string>;
type Place = { id: string; path: string };

/** The tree's INSERTs (regions, then cities) and the city each page (by index) belongs to. */
export function nationOf(sizes: { regions: number; cities: number }, idOf: (i: number) => string, inserts: Insert) {
  const nationPath = `/${NATION_ID}/`;
  const regions: Place[] = [{ id: FIRST_REGION_ID, path: `${nationPath}${FIRST_REGION_ID}/` }];
  const rows: (string | null)[][] = [];
  for (let r = 2; r <= sizes.regions; r++) {
    const id = idOf(r);
    regions.push({ id, path: `${nationPath}${id}/` });
    rows.push([id, `bench-region-${r}`, `Region ${r}`, "region", NATION_ID, `${nationPath}${id}/`, id, null]);
  }
  const cities: Place[] = [{ id: FIRST_CITY_ID, path: `${regions[0]!.path}${FIRST_CITY_ID}/` }];
  for (let c = 2; c <= sizes.cities; c++) {
    const id = idOf(sizes.regions + c);
    const region = regions[(c - 1) % regions.length]!;
    cities.push({ id, path: `${region.path}${id}/` });
    rows.push([id, `bench-city-${c}`, `City ${c}`, "city", region.id, `${region.path}${id}/`, region.id, id]);
  }
  const columns = ["id", "slug", "name", "kind", "parent_id", "path", "region_id", "city_id"];
  return {
    statements: inserts("jurisdictions", columns, rows),
    cityOfPage: (page: number) => (page < CAPITAL_PAGES ? FIRST_CITY_ID : cities[(page - CAPITAL_PAGES + 1) % cities.length]!.id),
  };
}

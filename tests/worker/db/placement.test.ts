import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { jurisdictionPlacements } from "../../../worker/db/jurisdiction-schema";
import {
  DATABASE_NAMES,
  databaseNamed,
  databaseOf,
  directory,
  everyDatabase,
  placementOf,
  UnknownPlacementError,
} from "../../../worker/db/placement";
import { db } from "../support/factories";
import { insertJurisdiction, NATION_ID, newCity } from "../support/jurisdiction-factory";

// The one module that turns a jurisdiction into a database (README.md, "Databases"). Tests name databases
// ("shard-3"), never bindings.

const place = (jurisdictionId: string, database: string) => db().insert(jurisdictionPlacements).values({ jurisdictionId, database });

describe("the databases", () => {
  it("are the directory and eight shards, distinct and all migrated to the same version", async () => {
    expect(DATABASE_NAMES).toEqual(["directory", ...Array.from({ length: 8 }, (_, i) => `shard-${i + 1}`)]);
    const all = everyDatabase(env);
    expect(new Set(all.map(({ db }) => db)).size).toBe(9);
    const versions = await Promise.all(all.map(({ db }) => db.prepare("select count(*) as n, max(name) as last from d1_migrations").first()));
    expect(new Set(versions.map((v) => JSON.stringify(v))).size).toBe(1);
    // A row written to a shard is in that shard only.
    await databaseNamed(env, "shard-4").prepare("create table only_here (x)").run();
    const where = await Promise.all(all.map(({ db }) => db.prepare("select count(*) as n from sqlite_master where name = 'only_here'").first<{ n: number }>()));
    expect(where.map((row) => row!.n)).toEqual([0, 0, 0, 0, 1, 0, 0, 0, 0]);
  });

  it("refuses a name that is none of them instead of answering the directory", () => {
    expect(() => databaseNamed(env, "shard-9")).toThrow(UnknownPlacementError);
    expect(() => databaseNamed(env, "DIRECTORY")).toThrow(UnknownPlacementError);
    expect(databaseNamed(env, "directory")).toBe(directory(env));
  });
});

describe("a jurisdiction's database", () => {
  it("is the directory when nothing on its path is placed: every jurisdiction today", async () => {
    const city = await newCity();
    expect(await placementOf(directory(env), city.id)).toBe("directory");
    expect(await placementOf(directory(env), NATION_ID)).toBe("directory");
    expect(await databaseOf(env, city.id)).toBe(directory(env));
  });

  it("is its own placement, else its nearest placed ancestor's", async () => {
    const region = await insertJurisdiction("region");
    const small = await insertJurisdiction("city", region);
    const big = await insertJurisdiction("city", region);
    const district = await insertJurisdiction("district", big);
    await place(region.id, "shard-2");
    await place(big.id, "shard-5");
    expect(await placementOf(directory(env), region.id)).toBe("shard-2");
    expect(await placementOf(directory(env), small.id)).toBe("shard-2");
    expect(await placementOf(directory(env), big.id)).toBe("shard-5");
    expect(await placementOf(directory(env), district.id)).toBe("shard-5");
    expect(await databaseOf(env, district.id)).toBe(databaseNamed(env, "shard-5"));
    expect(await databaseOf(env, small.id)).toBe(databaseNamed(env, "shard-2"));
  });

  it("is an error when its placement names no database, or when there is no such jurisdiction", async () => {
    const city = await newCity();
    await place(city.id, "shard-99");
    await expect(databaseOf(env, city.id)).rejects.toThrow(UnknownPlacementError);
    await expect(placementOf(directory(env), city.id)).rejects.toThrow(/shard-99/);
    await expect(databaseOf(env, crypto.randomUUID())).rejects.toThrow(/No jurisdiction/);
  });
});

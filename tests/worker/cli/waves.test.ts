import { describe, expect, it } from "vitest";
import { versionReport, wavePlan } from "../../../worker/cli/waves";

// The plan of a migration in waves (README.md, "Databases"); tests/worker/cli/migrate.node.test.ts runs one.

const shards = (n: number) => Array.from({ length: n }, (_, i) => `shard-${i + 1}`);
const plan = (n: number) => wavePlan("directory", shards(n)).map((wave) => [wave.label, wave.databases]);

describe("wavePlan", () => {
  it("runs a canary, a tenth of the shards (at least one), the rest, then the directory", () => {
    expect(plan(8)).toEqual([
      ["canary", ["shard-1"]],
      ["a tenth", ["shard-2"]],
      ["the rest", ["shard-3", "shard-4", "shard-5", "shard-6", "shard-7", "shard-8"]],
      ["the directory", ["directory"]],
    ]);
    const large = wavePlan("directory", shards(100));
    expect(large.map((wave) => wave.databases.length)).toEqual([1, 10, 89, 1]);
  });

  it("names every database exactly once and leaves out empty waves", () => {
    for (const n of [0, 1, 2, 3, 11, 40]) {
      const names = wavePlan("directory", shards(n)).flatMap((wave) => wave.databases);
      expect(names.sort()).toEqual(["directory", ...shards(n)].sort());
    }
    expect(plan(1)).toEqual([
      ["canary", ["shard-1"]],
      ["the directory", ["directory"]],
    ]);
  });
});

describe("versionReport", () => {
  it("groups the databases by version, newest first, and names the ones without any", () => {
    const versions = new Map([
      ["directory", "0025_a.sql"],
      ["shard-1", "0026_b.sql"],
      ["shard-2", null],
      ["shard-3", "0025_a.sql"],
    ]);
    expect(versionReport(versions)).toEqual(["0026_b.sql: shard-1", "0025_a.sql: directory, shard-3", "no migration: shard-2"]);
  });
});

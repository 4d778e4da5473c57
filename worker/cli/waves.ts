// The plan of a migration in waves (README.md, "Databases"): which databases migrate together, in which
// order, and how the outcome reads. Pure: worker/cli/migrate.ts runs it with wrangler.

/** Databases that migrate together; the next wave starts only when every one of them succeeded. */
export type Wave<Name extends string = string> = { label: string; databases: Name[] };

/**
 * A canary shard first, then a tenth of the shards (at least one), then the rest, then the directory: the
 * database every request reads migrates only once the migration has worked on every shard, and a migration
 * that fails stops with the directory (and so every member's sign-in) untouched.
 */
export function wavePlan<Name extends string>(directory: Name, shards: readonly Name[]): Wave<Name>[] {
  const [canary, ...others] = shards;
  const tenth = Math.max(1, Math.ceil(shards.length / 10));
  const waves: Wave<Name>[] = [
    { label: "canary", databases: canary ? [canary] : [] },
    { label: "a tenth", databases: others.slice(0, tenth) },
    { label: "the rest", databases: others.slice(tenth) },
    { label: "the directory", databases: [directory] },
  ];
  return waves.filter((wave) => wave.databases.length > 0);
}

/** A database's version: the last migration its d1_migrations table records, or null before any. */
export type Versions = Map<string, string | null>;

/** "0025_x.sql: shard-1, shard-2" lines, newest version first, databases in the order given. */
export function versionReport(versions: Versions): string[] {
  const byVersion = new Map<string | null, string[]>();
  for (const [database, version] of versions) byVersion.set(version, [...(byVersion.get(version) ?? []), database]);
  return [...byVersion]
    .sort(([a], [b]) => (b ?? "").localeCompare(a ?? ""))
    .map(([version, databases]) => `${version ?? "no migration"}: ${databases.join(", ")}`);
}

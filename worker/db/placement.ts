// Which database holds what (README.md, "Databases"): the directory, and eight shards for the jurisdictions'
// pages, motions and votes. This is the one module that knows the bindings (wrangler.toml [[d1_databases]]):
// everything else asks it for "the directory", "the database of jurisdiction X" or "every database", by
// name. Today every jurisdiction is placed on the directory (no placement rows), and the shards are
// migrated but empty; moving a jurisdiction is a row in jurisdiction_placements, not a code change.

const BINDINGS = {
  directory: "DIRECTORY",
  "shard-1": "SHARD_1",
  "shard-2": "SHARD_2",
  "shard-3": "SHARD_3",
  "shard-4": "SHARD_4",
  "shard-5": "SHARD_5",
  "shard-6": "SHARD_6",
  "shard-7": "SHARD_7",
  "shard-8": "SHARD_8",
} as const satisfies Record<string, keyof Env>;

export type DatabaseName = keyof typeof BINDINGS;

/** Every database by name: the directory first, then the shards in order. */
export const DATABASE_NAMES = Object.keys(BINDINGS) as DatabaseName[];

export const DIRECTORY: DatabaseName = "directory";

/** Every database but the directory. */
export const SHARDS = DATABASE_NAMES.filter((name) => name !== DIRECTORY);

/** The databases' bindings of an Env, all a caller of this module needs to hand it. */
export type Databases = Pick<Env, (typeof BINDINGS)[DatabaseName]>;

export const isDatabaseName = (name: string): name is DatabaseName => Object.hasOwn(BINDINGS, name);

/** A placement that names no database this Worker has: a deploy without its binding, or a typo in a row. */
export class UnknownPlacementError extends Error {
  constructor(readonly placement: string, readonly where: string) {
    super(`${where} is placed on "${placement}", which is none of ${DATABASE_NAMES.join(", ")}`);
    this.name = "UnknownPlacementError";
  }
}

/** The binding wrangler knows a database by (`wrangler d1 migrations apply <binding>`). */
export const bindingOf = (name: DatabaseName): string => BINDINGS[name];

/** The database called `name`; an unknown name is an error, never the directory. */
export function databaseNamed(env: Databases, name: string): D1Database {
  if (!isDatabaseName(name)) throw new UnknownPlacementError(name, "a database");
  return env[BINDINGS[name]];
}

/** The directory: members, sessions, the jurisdiction tree and its placements (today, all the data). */
export const directory = (env: Databases): D1Database => env[BINDINGS.directory];

/** Every database, the directory first: migrations, sweeps and the bench walk them all. */
export const everyDatabase = (env: Databases) => DATABASE_NAMES.map((name) => ({ name, db: env[BINDINGS[name]] }));

// The placement of the jurisdiction `j` (a name the caller's FROM clause binds): its own or its nearest placed
// ancestor's (`path` lists the ids from the nation down, so an ancestor's id appears in it); null when nothing
// on its path is placed. Read on the directory.
export const PLACED_DATABASE = `(select p.database from jurisdiction_placements p join jurisdictions a on a.id = p.jurisdiction_id
    where instr(j.path, '/' || p.jurisdiction_id || '/') > 0 order by length(a.path) desc limit 1)`;

/** A placement read from the directory: null is the directory; anything else must be a database this Worker has. */
export const placedName = (database: string | null, where: string): DatabaseName => {
  if (database === null) return DIRECTORY;
  if (!isDatabaseName(database)) throw new UnknownPlacementError(database, where);
  return database;
};

// No row at all: there is no such jurisdiction.
const PLACEMENT_SQL = `select ${PLACED_DATABASE} as database from jurisdictions j where j.id = ?1`;

/**
 * The name of the database holding jurisdiction `jurisdictionId`: the directory unless it or an ancestor is
 * placed elsewhere. `on` is the directory (or a session of it, so a request reads its placement with its own
 * consistency). A placement naming no known database, or no such jurisdiction, throws: writing a city's
 * motions to a database it is not on would split the city.
 */
export async function placementOf(on: D1Database | D1DatabaseSession, jurisdictionId: string): Promise<DatabaseName> {
  const row = await on.prepare(PLACEMENT_SQL).bind(jurisdictionId).first<{ database: string | null }>();
  if (!row) throw new Error(`No jurisdiction ${jurisdictionId}: it has no database`);
  return placedName(row.database, `jurisdiction ${jurisdictionId}`);
}

/** The database holding jurisdiction `jurisdictionId` (its placement read on the directory's primary). */
export const databaseOf = async (env: Databases, jurisdictionId: string): Promise<D1Database> =>
  databaseNamed(env, await placementOf(directory(env), jurisdictionId));

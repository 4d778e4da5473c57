import { everyDatabase } from "../../worker/db/placement";

// What a benchmark state holds (state.ts checks it before a run reuses the state): rows counted over every
// database, since the `me` phase moves two small cities to shards (README.md, "A member's activity").

export type Counts = { pages: number; members: number; motions: number; votes: number };

const countRows = (db: D1Database) =>
  db
    .prepare("select (select count(*) from entities) as pages, (select count(*) from users) as members, (select count(*) from motions) as motions, (select count(*) from votes) as votes")
    .first<Counts>()
    .then((row) => row!);

/** The nation's rows over every database (the `me` phase moves two small cities to shards); members are the directory's (a shard holds cards). */
export const nationCounts = async (env: Env): Promise<Counts> => {
  const each = await Promise.all(everyDatabase(env).map(({ db }) => countRows(db)));
  const sum = (key: keyof Counts) => each.reduce((total, c) => total + c[key], 0);
  return { pages: sum("pages"), members: each[0]!.members, motions: sum("motions"), votes: sum("votes") };
};

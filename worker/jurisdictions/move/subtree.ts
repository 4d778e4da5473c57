// What a move of one jurisdiction takes along (README.md, "Moving a jurisdiction"): the jurisdiction and every
// one below it, except a descendant with a placement of its own (a big city inside a moved region, a district
// placed apart): its data is wherever its own placement says, and it stays there, with everything below it.

export interface Subtree {
  root: { id: string; slug: string; path: string };
  /** The jurisdictions whose data moves, the root first. */
  ids: string[];
}

export const findBySlug = (directoryDb: D1Database, slug: string) =>
  directoryDb.prepare("select id, slug, path from jurisdictions where slug = ?1").bind(slug).first<Subtree["root"]>();

/** The subtree of `root`, read on the directory (the tree and the placements live there). */
export const subtreeOf = async (directoryDb: D1Database, root: Subtree["root"]): Promise<Subtree> => {
  const [below, placed] = await directoryDb.batch<{ id: string; path: string }>([
    directoryDb.prepare("select id, path from jurisdictions where instr(path, ?1) = 1 order by length(path), id").bind(root.path),
    directoryDb
      .prepare("select j.id, j.path from jurisdiction_placements p join jurisdictions j on j.id = p.jurisdiction_id where instr(j.path, ?1) = 1 and j.id <> ?2")
      .bind(root.path, root.id),
  ]);
  const apart = placed!.results.map((row) => row.path);
  const ids = below!.results.filter((row) => !apart.some((path) => row.path.startsWith(path))).map((row) => row.id);
  return { root, ids };
};

/** A motion of the subtree that is hot on `db` right now (its votes are in its Durable Object), if any. */
export const hotMotionOf = (db: D1Database, subtreeJson: string) =>
  db
    .prepare(
      `select id from motions where hot_since is not null
        and entity_id in (select id from entities where jurisdiction_id in (select value from json_each(?1))) limit 1`,
    )
    .bind(subtreeJson)
    .first<{ id: string }>();

// What a move of one jurisdiction takes along (README.md, "Moving a jurisdiction"): the jurisdiction and every
// one below it, except a descendant with a placement of its own (a big city inside a moved region): its data is
// wherever its own placement says, and it stays there, with everything below it. A district is never placed
// apart from its city (move.ts refuses): its motions' answers reach the city's followers, kept on the city's
// database (notifications/recipients.ts), so a district's database is always its city's.

export interface Subtree {
  root: { id: string; slug: string; path: string; kind: string; parentSlug: string | null };
  /** The jurisdictions whose data moves, the root first. */
  ids: string[];
}

export const findBySlug = (directoryDb: D1Database, slug: string) =>
    directoryDb
    .prepare("select j.id, j.slug, j.path, j.kind, p.slug as parentSlug from jurisdictions j left join jurisdictions p on p.id = j.parent_id where j.slug = ?1")
    .bind(slug)
    .first<Subtree["root"]>();

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

// One page of a list kept on several databases (README.md, "Databases", what gathers): each database reads
// its own first items after the same keyset position — a position in the list's order is one in each
// database's part of it — and the nation's page is the first of their merge. Exact: no item a database did
// not return could come before the last one kept, since each returned as many as the page holds. Only staff
// lists and a region spread over several databases gather; a public national list reads the catalogue.

type Key = (number | string)[];

const compareKeys = (a: Key, b: Key) => {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  return a.length - b.length;
};

/** A database's part of a page: its first `limit` items (after the caller's position), and whether it has more. */
export type PartReader<T> = (limit: number) => Promise<{ items: T[]; more: boolean }>;

/**
 * The page of `limit` items after skipping `skip` (a numbered page's offset; 0 after a cursor), merged from
 * every reader in the order of `keyOf` (ascending, or descending when told), and whether more follow.
 */
export async function gatherPages<T>(readers: PartReader<T>[], opts: { limit: number; skip?: number; keyOf: (item: T) => Key; descending?: boolean }) {
  const skip = opts.skip ?? 0;
  const parts = await Promise.all(readers.map((read) => read(skip + opts.limit)));
  const direction = opts.descending ? -1 : 1;
  const merged = parts.flatMap((p) => p.items).sort((a, b) => direction * compareKeys(opts.keyOf(a), opts.keyOf(b)));
  const items = merged.slice(skip, skip + opts.limit);
  return { items, more: merged.length > skip + opts.limit || parts.some((p) => p.more) };
}

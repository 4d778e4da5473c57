import { describe, expect, it } from "vitest";
import { gatherPages } from "../../../worker/shared/gather-pages";

// Paging through a list kept on several databases, a keyset position at a time, yields the list in its one
// order: every item once, none skipped, whatever the split, the page size and the direction.

type Item = { score: number; id: string };
const keyOf = (item: Item) => [item.score, item.id];
const before = (a: Item, b: Item) => a.score < b.score || (a.score === b.score && a.id < b.id);

const items = (count: number, seed: number): Item[] =>
  Array.from({ length: count }, (_, i) => ({ score: (i * seed) % 7, id: `id-${String((i * 31 + seed) % 997).padStart(3, "0")}-${i}` }));

/** A database holding `part`: its first `limit` items after `after` in the order, as a keyset read gives them. */
const readerOf = (part: Item[], after: Item | null, descending: boolean) => async (limit: number) => {
  const ordered = [...part].sort((a, b) => (before(a, b) ? -1 : 1) * (descending ? -1 : 1));
  const rest = after ? ordered.filter((x) => (descending ? before(x, after) : before(after, x))) : ordered;
  return { items: rest.slice(0, limit), more: rest.length > limit };
};

const pageThrough = async (parts: Item[][], limit: number, descending: boolean) => {
  const seen: Item[] = [];
  let after: Item | null = null;
  for (let guard = 0; guard < 100; guard++) {
    const page = await gatherPages(parts.map((p) => readerOf(p, after, descending)), { limit, keyOf, descending });
    seen.push(...page.items);
    if (!page.more) return seen;
    after = page.items.at(-1)!;
  }
  throw new Error("no end");
};

describe("gathering pages over databases", () => {
  it.each([
    [3, 7, false],
    [3, 1, true],
    [5, 10, true],
    [1, 4, false],
  ] as const)("over %i databases, %i a page (descending: %s), is the list in order", async (databases, limit, descending) => {
    const all = items(53, databases + limit);
    const parts = Array.from({ length: databases }, (_, d) => all.filter((_, i) => (i * i + 3 * i) % databases === d));
    const expected = [...all].sort((a, b) => (before(a, b) ? -1 : 1) * (descending ? -1 : 1));
    expect(await pageThrough(parts, limit, descending)).toEqual(expected);
  });

  it("skips a numbered page's offset over the merge", async () => {
    const all = items(20, 3);
    const parts = [all.slice(0, 8), all.slice(8)];
    const expected = [...all].sort((a, b) => (before(a, b) ? -1 : 1));
    const page = await gatherPages(parts.map((p) => readerOf(p, null, false)), { limit: 5, skip: 10, keyOf });
    expect(page.items).toEqual(expected.slice(10, 15));
    expect(page.more).toBe(true);
  });
});

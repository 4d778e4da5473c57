import { describe, expect, it, vi } from "vitest";
import { streamUrlset, type Chunk } from "../../../worker/seo/sitemap-stream";
import { urlsetEntries } from "./sitemap-xml-check";

// The streamed urlset on its own, over a fake keyset read: one query per read of the body and none ahead of
// it, the keyset carried from chunk to chunk, a well-formed end whether the last chunk is short or empty,
// and a broken body (not a truncated but valid-looking one) when a query fails halfway.

const ORIGIN = "http://plaza.test";

/** Rows 1..total as a table, read `size` at a time after a rowid. */
const fakeTable = (total: number) =>
  vi.fn(async (after: number): Promise<Chunk> => {
    const rowids = Array.from({ length: total }, (_, i) => i + 1).filter((r) => r > after).slice(0, 3);
    return { rows: rowids.map((rowid) => ({ rowid })), urls: rowids.map((r) => ({ loc: `${ORIGIN}/m/${r}`, lastmod: r * 1000 })) };
  });

const readAll = async (stream: ReadableStream<Uint8Array>) => {
  const reader = stream.getReader();
  const parts: string[] = [];
  for (let part = await reader.read(); !part.done; part = await reader.read()) parts.push(new TextDecoder().decode(part.value));
  return parts;
};

describe("a streamed urlset", () => {
  it.each([7, 6, 0])("writes %i rows a chunk at a time, after the given rowid, and closes the urlset", async (total) => {
    const read = fakeTable(total);
    const stream = streamUrlset(read, 0, 3);
    expect(read).not.toHaveBeenCalled(); // nothing is read before the body is
    const parts = await readAll(stream);
    // A full chunk may be followed by more: 6 rows take a third, empty read.
    expect(read.mock.calls.map(([after]) => after)).toEqual(total === 7 ? [0, 3, 6] : total === 6 ? [0, 3, 6] : [0]);
    expect(parts).toHaveLength(read.mock.calls.length);
    const locs = urlsetEntries(parts.join(""), ORIGIN).map((e) => e.loc);
    expect(locs).toEqual(Array.from({ length: total }, (_, i) => `${ORIGIN}/m/${i + 1}`));
  });

  it("starts after the range's first rowid", async () => {
    const parts = await readAll(streamUrlset(fakeTable(7), 4, 3));
    expect(urlsetEntries(parts.join(""), ORIGIN).map((e) => e.loc)).toEqual([5, 6, 7].map((r) => `${ORIGIN}/m/${r}`));
  });

  it("errors the body when a query fails, after what was written", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    let calls = 0;
    const read = async (after: number): Promise<Chunk> => {
      if (calls++ > 0) throw new Error("D1 went away");
      return { rows: [1, 2, 3].map((rowid) => ({ rowid: after + rowid })), urls: [] };
    };
    await expect(readAll(streamUrlset(read, 0, 3))).rejects.toThrow("D1 went away");
    expect(error).toHaveBeenCalledWith(expect.stringContaining("sitemap stream"));
    error.mockRestore();
  });
});

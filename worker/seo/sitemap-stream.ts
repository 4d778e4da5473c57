import { logError } from "../shared/log";
import { URLSET_CLOSE, URLSET_OPEN, urlEntry, type SitemapUrl } from "./sitemap-xml";

// A urlset streamed out a chunk at a time: each read of the body runs one keyset query (rows after the last
// one written) and writes its entries, so the Worker holds one chunk in memory, never the file (up to
// 50,000 URLs, some 15 MB). Nothing is read before the body is: highWaterMark 0 keeps the stream from
// pulling ahead, so a HEAD request or a crawler that hangs up costs no query.

/** A chunk of rows: their keyset position (rowid) and the URL each becomes. */
export type Chunk = { rows: { rowid: number }[]; urls: SitemapUrl[] };

/** Reads the chunk of at most `size` rows after `after`. */
export type ReadChunk = (after: number) => Promise<Chunk>;

export const streamUrlset = (read: ReadChunk, first: number, size: number) => {
  const encoder = new TextEncoder();
  let after = first;
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        let chunk: Chunk;
        try {
          chunk = await read(after);
        } catch (err) {
          // The 200 and the head are gone already: the body ends broken, so the crawler retries later.
          logError("sitemap stream", err);
          controller.error(err);
          return;
        }
        const head = started ? "" : URLSET_OPEN;
        started = true;
        const body = chunk.urls.map(urlEntry).join("");
        const last = chunk.rows.at(-1);
        // A short chunk is the range's last; a full one may be followed by more (or by an empty chunk).
        if (chunk.rows.length < size || !last) {
          controller.enqueue(encoder.encode(head + body + URLSET_CLOSE));
          controller.close();
          return;
        }
        after = last.rowid;
        controller.enqueue(encoder.encode(head + body));
      },
    },
    { highWaterMark: 0 },
  );
};

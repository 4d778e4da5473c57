import { encodeCursor } from "../shared/cursor";
import { gatherPages } from "../shared/gather-pages";
import type { InboxSort } from "../contract/limits";
import type { Db } from "../db/client";
import { listMotions, offsetOf, type MotionListOptions } from "./list";
import type { MotionJson } from "./serialize";

// The back office's motions over several databases (README.md, "Databases", what gathers): a national admin's
// inbox, or a region's spread over databases. Each database answers its own page in the inbox's order, and the
// pages merge by the same sort key the cursor carries (list-keys.ts), read back from each motion's JSON.

const keyOf: Record<InboxSort, (m: MotionJson) => (number | string)[]> = {
  Latest: (m) => [Date.parse(m.createdAt), m._id],
  Oldest: (m) => [Date.parse(m.createdAt), m._id],
  Votes: (m) => [m.votes.count - m.downVotes.count, m.votes.count, m._id],
  "A.I": (m) => [m.aiScore ?? -1, m._id],
};

/** The inbox's page over `dbs`, exactly as listMotions answers it on one. */
export async function inboxAcross(dbs: Db[], opts: MotionListOptions & { sort: InboxSort }) {
  if (dbs.length === 1) return listMotions(dbs[0]!, opts);
  const readers = dbs.map((db) => async (limit: number) => {
    const part = await listMotions(db, { ...opts, page: undefined, limit });
    return { items: part.motions, more: part.nextCursor !== null };
  });
  const key = keyOf[opts.sort];
  const { items, more } = await gatherPages(readers, { limit: opts.limit, skip: offsetOf(opts), keyOf: key, descending: opts.sort !== "Oldest" });
  const last = items.at(-1);
  return { motions: items, nextCursor: more && last ? encodeCursor([opts.sort, ...key(last)]) : null };
}

import type { Db } from "../db/client";
import type { HideRules } from "../contract/moderation-states";
import { encodeCursor } from "../shared/cursor";
import { gatherPages } from "../shared/gather-pages";
import { moderationLogPage } from "./log";
import { queueSize, reviewQueue } from "./review-queue";

// The moderators' lists over the databases a staff member's reach is spread over (README.md, "Databases", what
// gathers): the review queue (appeals first, then oldest first) and the log (newest first) merge by the keys
// their cursors carry; the queue's size is the sum.

type Page = { limit: number; cursor?: string; reach: string };
type QueueItem = Awaited<ReturnType<typeof reviewQueue>>["items"][number];
type LogEntry = Awaited<ReturnType<typeof moderationLogPage>>["entries"][number];

const queueKey = (item: QueueItem) => [item.state === "appealed" ? 0 : 1, Date.parse(item.reviewSince), item.motion._id];
const logKey = (entry: LogEntry) => [Date.parse(entry.createdAt), entry._id];

export async function reviewQueueAcross(dbs: Db[], rules: HideRules, opts: Page) {
  if (dbs.length === 1) return reviewQueue(dbs[0]!, rules, opts);
  const readers = dbs.map((db) => async (limit: number) => {
    const part = await reviewQueue(db, rules, { ...opts, limit });
    return { items: part.items, more: part.nextCursor !== null };
  });
  const { items, more } = await gatherPages(readers, { limit: opts.limit, keyOf: queueKey });
  const last = items.at(-1);
  return { items, nextCursor: more && last ? encodeCursor(queueKey(last)) : null };
}

export async function moderationLogAcross(dbs: Db[], opts: Page) {
  if (dbs.length === 1) return moderationLogPage(dbs[0]!, opts);
  const readers = dbs.map((db) => async (limit: number) => {
    const part = await moderationLogPage(db, { ...opts, limit });
    return { items: part.entries, more: part.nextCursor !== null };
  });
  const { items, more } = await gatherPages(readers, { limit: opts.limit, keyOf: logKey, descending: true });
  const last = items.at(-1);
  return { entries: items, nextCursor: more && last ? encodeCursor(logKey(last)) : null };
}

export const queueSizeAcross = async (dbs: Db[], reach: string) => (await Promise.all(dbs.map((db) => queueSize(db, reach)))).reduce((a, b) => a + b, 0);

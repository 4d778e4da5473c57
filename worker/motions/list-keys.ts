import { publicText } from "../db/text-visibility";
import { eq, inArray, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { listMessages } from "../contract/lists";
import type { InboxSort, MotionSort } from "../contract/limits";
import type { MotionStatus } from "../contract/statuses";
import type { JurisdictionKind } from "../contract/jurisdictions";
import { motions, pages } from "../db/schema";
import type { Slot } from "../db/prepared";
import { decodeCursor } from "../shared/cursor";
import { httpError } from "../shared/errors";
import type { MotionRow } from "./serialize";

// What every list of motions is read by: its filters, its sort key and the keyset after a cursor. Each takes
// values or placeholders (db/prepared.ts): a list without a search builds its SQL once per shape.

type SortKey = { columns: SQLiteColumn[]; values: (m: MotionRow) => (number | string)[]; ascending?: true };

// Each sort is a key ending in the id, so every order is total and matches one index exactly (with a
// status filter, the status-first index of the same sort).
const latest: SortKey = { columns: [motions.createdAt, motions.id], values: (m) => [m.createdAt.getTime(), m.id] };
export const sortKeys: Record<MotionSort | InboxSort, SortKey> = {
  "A.I": { columns: [motions.aiRank, motions.id], values: (m) => [m.aiScore ?? -1, m.id] },
  Votes: { columns: [motions.netVotes, motions.upCount, motions.id], values: (m) => [m.upCount - m.downCount, m.upCount, m.id] },
  Latest: latest,
  Oldest: { ...latest, ascending: true },
  Answered: { columns: [motions.answeredRank, motions.id], values: (m) => [m.answeredAt?.getTime() ?? -1, m.id] },
  // The hot score scaled to a fixed epoch (worker/jurisdictions/trend.ts): its order is the score's now.
  Trending: { columns: [motions.trendKey, motions.id], values: (m) => [m.trendKey, m.id] },
};

/**
 * A list narrowed to a jurisdiction and everything below it (README.md, "A nation of cities"). A region or a
 * city by the motion's own region_id or city_id, which migration 0022's triggers copy from its page, so the
 * list reads the region's or city's index of its sort in order; a district, which has no column, by the
 * pages it holds. The nation narrows nothing, so a national list is no scope at all.
 */
export type MotionScope = { kind: Exclude<JurisdictionKind, "nation">; id: string | Slot };

/** The scope of a list in this jurisdiction, with its motions (its search's plan weighs them): none for the nation. */
export const motionScope = (j: { id: string; kind: JurisdictionKind; motionCount: number } | undefined) =>
  j && j.kind !== "nation" ? { kind: j.kind, id: j.id, motions: j.motionCount } : undefined;

const inScope = ({ kind, id }: MotionScope): SQL => {
  if (kind === "region") return eq(motions.regionId, id);
  if (kind === "city") return eq(motions.cityId, id);
  return sql`${motions.pageId} IN (SELECT ${pages.id} FROM ${pages} WHERE ${pages.jurisdictionId} = ${id})`;
};

// Within a jurisdiction the scope's index drives and the statuses only filter (`+status` keeps SQLite from
// choosing a status index instead): a city is a thousandth of the nation, open motions most of it, so the
// status index would walk the nation's open motions to find a city's.
const statusNotIndexed = (statuses: (MotionStatus | Slot)[]) => sql`+${motions.status} IN (${sql.join(statuses.map((s) => sql`${s}`), sql`, `)})`;

export type ListFilters = {
  pageId?: string | Slot;
  scope?: MotionScope;
  statuses?: (MotionStatus | Slot)[];
  /** true: only motions without any official update yet; false: only answered ones. */
  awaiting?: boolean;
};

/**
 * The WHERE of a list without its cursor: only public motions (hidden and pre-moderated ones are in the
 * moderation queue instead), the page or the jurisdiction, the statuses, answered or not.
 */
export const listFilters = (opts: ListFilters): SQL[] => {
  const filters: SQL[] = [publicText()];
  if (opts.pageId) filters.push(eq(motions.pageId, opts.pageId));
  if (opts.scope) filters.push(inScope(opts.scope));
  if (opts.statuses?.length) filters.push(opts.scope ? statusNotIndexed(opts.statuses) : inArray(motions.status, opts.statuses));
  if (opts.awaiting !== undefined) filters.push(opts.awaiting ? eq(motions.answeredRank, -1) : sql`${motions.answeredRank} > -1`);
  return filters;
};

/** The sort key of the last row a cursor names, checked against the sort it is used with. */
export const cursorPosition = (sort: MotionSort | InboxSort, cursor: string) => {
  // The cursor names its sort first: several keys have the same shape, so a cursor carried over from one
  // sort to another would otherwise be accepted and answer a repeated or an empty page.
  const key = sortKeys[sort];
  const keyShape = key.columns.map((c): "string" | "number" => (c === motions.id ? "string" : "number"));
  const [named, ...after] = decodeCursor(cursor, ["string", ...keyShape]);
  if (named !== sort) throw httpError(400, listMessages.cursor);
  return after;
};

/** A keyset position after the last row of the previous page, in the sort's own columns. */
export const keysetAfter = (sort: MotionSort | InboxSort, after: (number | string | Slot)[]) => {
  const key = sortKeys[sort];
  const cols = sql.join(key.columns.map((c) => sql`${c}`), sql`, `);
  const vals = sql.join(after.map((v) => sql`${v}`), sql`, `);
  return key.ascending ? sql`(${cols}) > (${vals})` : sql`(${cols}) < (${vals})`;
};

import { getTableColumns } from "drizzle-orm";
import { motionUpdates } from "../db/answers-schema";
import { pages, motions } from "../db/schema";
import { jurisdictions } from "../db/jurisdiction-schema";
import type { JurisdictionSummaryRow } from "../jurisdictions/serialize";
import { mayReadText } from "../contract/moderation-states";
import { publicQuotedIds } from "../db/text-visibility";
import { resolveQuotes } from "../shared/quoted-motions";
import { toPageSummary } from "../pages/serialize";

// The public shape of a motion. Voter lists are never published (privacy), but the spec's shape is kept:
// `votes { count, voters }` and `downVotes { count, downVoters }`, where `voters` and `downVoters` hold at
// most the caller's own id (empty for anonymous callers), so spec clients doing
// `votes.voters.includes(user._id)` work. `viewerVote` tells a signed-in caller the same thing directly.

// The columns these shapes read, and the sort keys of worker/motions/list-keys.ts. A list selects only these:
// its rows are read and mapped column by column, and the page's description, the moderation flags and the
// like are never shown in a list (README.md, "Against the runtime's own limit").
const MOTION_KEYS = ["id", "authorId", "text", "aiStatus", "aiScore", "aiExplanation", "aiCriteria", "aiModel", "scoredAt", "upCount", "downCount", "status", "mergedIntoId", "answeredAt", "moderationState", "hiddenReason", "trendKey", "hotSince", "createdAt"] as const;
const UPDATE_KEYS = ["id", "status", "previousStatus", "text", "byName", "byRole", "mergedIntoId", "mergedFromId", "createdAt"] as const;
const PAGE_KEYS = ["id", "slug", "name", "imageKey"] as const;

export type MotionRow = Pick<typeof motions.$inferSelect, (typeof MOTION_KEYS)[number]> & { publicQuotedIds: string[] | null };
export type UpdateRow = Pick<typeof motionUpdates.$inferSelect, (typeof UPDATE_KEYS)[number]>;
export type PageSummaryRow = Pick<typeof pages.$inferSelect, (typeof PAGE_KEYS)[number]> & { jurisdiction: JurisdictionSummaryRow };

const pick = <T extends object, K extends keyof T>(from: T, keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, from[k]])) as Pick<T, K>;
/** The selections of a listed motion, its latest update, its page summary and the page's jurisdiction. */
export const shownColumns = {
  motion: { ...pick(getTableColumns(motions), MOTION_KEYS), publicQuotedIds },
  latest: pick(getTableColumns(motionUpdates), UPDATE_KEYS),
  page: pick(getTableColumns(pages), PAGE_KEYS),
  jurisdiction: { id: jurisdictions.id, slug: jurisdictions.slug, name: jurisdictions.name, kind: jurisdictions.kind },
};

/** A selected row's page summary with its jurisdiction, as toMotion takes it. */
export const pageOf = (row: { page: Omit<PageSummaryRow, "jurisdiction">; jurisdiction: JurisdictionSummaryRow }): PageSummaryRow => ({
  ...row.page,
  jurisdiction: row.jurisdiction,
});
export type ViewerVote = "up" | "down" | null;

/** The caller and its vote on this motion; null for an anonymous caller. */
export type Viewer = { id: string; vote: ViewerVote } | null;

const own = (viewer: Viewer, direction: "up" | "down"): string[] => (viewer && viewer.vote === direction ? [viewer.id] : []);

/** One entry of a motion's public timeline: who answered (name and role), when, the status move and the text. */
export const toUpdate = (row: UpdateRow) => ({
  _id: row.id,
  status: row.status,
  previousStatus: row.previousStatus,
  text: row.text,
  by: { name: row.byName, role: row.byRole },
  createdAt: row.createdAt.toISOString(),
  mergedInto: row.mergedIntoId,
  mergedFrom: row.mergedFromId,
});

/**
 * A motion the public may not read (hidden by the moderators, or awaiting approval) keeps its place and its
 * counts but not its words: only its author still sees the text and the analysis that quotes it.
 */
const withheld = (row: MotionRow, viewer: Viewer) => !mayReadText(row, viewer);

export const toMotion = (row: MotionRow, page: PageSummaryRow, origin: string, viewer: Viewer = null, latest: UpdateRow | null = null) => ({
  _id: row.id,
  idea: withheld(row, viewer) ? "" : row.text,
  createdAt: row.createdAt.toISOString(),
  aiStatus: row.aiStatus,
  aiScore: row.aiScore,
  // Words of other motions it quotes stay only while those are public (shared/quoted-motions.ts).
  aiExplanation: withheld(row, viewer) ? null : resolveQuotes(row.aiExplanation, row.publicQuotedIds),
  aiCriteria: withheld(row, viewer) ? null : (row.aiCriteria ?? null),
  aiModel: row.aiModel,
  scoredAt: row.scoredAt?.toISOString() ?? null,
  votes: { count: row.upCount, voters: own(viewer, "up") },
  downVotes: { count: row.downCount, downVoters: own(viewer, "down") },
  viewerVote: viewer?.vote ?? null,
  status: row.status,
  mergedInto: row.mergedIntoId,
  latestUpdate: latest ? toUpdate(latest) : null,
  hidden: ["hidden", "removed", "appealed"].includes(row.moderationState),
  hiddenReason: row.hiddenReason,
  awaitingReview: row.moderationState === "awaiting",
  // The author deleted their account and kept the motion on the record (README.md, "Your account").
  formerMember: row.authorId === null,
  entity: toPageSummary(page, origin),
});

export type MotionJson = ReturnType<typeof toMotion>;

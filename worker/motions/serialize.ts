import type { pages, motions } from "../db/schema";
import { toPageSummary } from "../pages/serialize";

// The public shape of a motion. Voter lists are never published (privacy): `votes` and `downVotes` carry
// only counts, and `viewerVote` tells a signed-in caller its own vote.

type MotionRow = typeof motions.$inferSelect;
type PageSummaryRow = Pick<typeof pages.$inferSelect, "id" | "slug" | "name" | "imageKey">;
export type ViewerVote = "up" | "down" | null;

export const toMotion = (row: MotionRow, page: PageSummaryRow, origin: string, viewerVote: ViewerVote = null) => ({
  _id: row.id,
  idea: row.text,
  createdAt: row.createdAt.toISOString(),
  aiStatus: row.aiStatus,
  aiScore: row.aiScore,
  aiExplanation: row.aiExplanation,
  aiCriteria: row.aiCriteria ?? null,
  aiModel: row.aiModel,
  votes: { count: row.upCount },
  downVotes: { count: row.downCount },
  viewerVote,
  entity: toPageSummary(page, origin),
});

export type MotionJson = ReturnType<typeof toMotion>;

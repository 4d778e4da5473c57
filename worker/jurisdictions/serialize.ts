import type { jurisdictions } from "../db/jurisdiction-schema";

// The public shapes of a jurisdiction (README.md, "A nation of cities"): the summary every page and every
// motion's page carries, the full row of GET /api/jurisdictions, and the totals of a jurisdiction's home.

type JurisdictionRow = typeof jurisdictions.$inferSelect;
export type JurisdictionSummaryRow = Pick<JurisdictionRow, "id" | "slug" | "name" | "kind">;

export const toJurisdictionSummary = (row: JurisdictionSummaryRow) => ({ _id: row.id, slug: row.slug, name: row.name, kind: row.kind });

export const toJurisdiction = (row: Pick<JurisdictionRow, "id" | "slug" | "name" | "kind" | "parentId" | "path">) => ({
  ...toJurisdictionSummary(row),
  parentId: row.parentId,
  path: row.path,
});

/** Totals of the jurisdiction and everything below it (kept by the triggers of migration 0022). */
export const toStats = (row: JurisdictionRow) => ({
  pages: row.pageCount,
  motions: row.motionCount,
  votes: row.voteCount,
  answered: row.answeredCount,
  followers: row.followerCount,
});

export type JurisdictionSummary = ReturnType<typeof toJurisdictionSummary>;

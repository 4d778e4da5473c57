import { and, desc, eq } from "drizzle-orm";
import { jurisdictions } from "../db/jurisdiction-schema";
import type { Db } from "../db/client";
import { httpError } from "../shared/errors";
import { jurisdictionMessages } from "../contract/jurisdictions";
import { toJurisdiction, toJurisdictionSummary, toStats } from "./serialize";
import { findJurisdiction, inSubtree, lineage } from "./tree";

// What a jurisdiction's home shows besides its lists: where it sits (from the nation down), what is directly
// below it, its totals, and for a region or the nation the cities that answered most.

/** How many cities "the most answered cities" names. */
const MOST_ANSWERED = 10;

type Row = typeof jurisdictions.$inferSelect;
const withStats = (row: Row) => ({ ...toJurisdictionSummary(row), stats: toStats(row) });

export const jurisdictionHome = async (db: Db, slug: string) => {
  const found = await findJurisdiction(db, slug);
  if (!found) throw httpError(404, jurisdictionMessages.notFound);
  const { row } = found;
  const [above, children, mostAnswered] = await Promise.all([
    lineage(db, row),
    db.select().from(jurisdictions).where(eq(jurisdictions.parentId, row.id)).orderBy(jurisdictions.name),
    row.kind === "nation" || row.kind === "region"
      ? db
          .select()
          .from(jurisdictions)
          .where(and(eq(jurisdictions.kind, "city"), inSubtree(row.path)))
          .orderBy(desc(jurisdictions.answeredCount), desc(jurisdictions.id))
          .limit(MOST_ANSWERED)
      : Promise.resolve([]),
  ]);
  return {
    jurisdiction: toJurisdiction(row),
    stats: toStats(row),
    lineage: above.map(toJurisdictionSummary),
    children: children.map(withStats),
    mostAnswered: mostAnswered.filter((city) => city.answeredCount > 0).map(withStats),
  };
};

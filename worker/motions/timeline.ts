import { and, asc, eq, sql } from "drizzle-orm";
import type { JurisdictionKind } from "../contract/jurisdictions";
import { mayReadText, type ModerationState, type TextReader } from "../contract/moderation-states";
import type { Db } from "../db/client";
import { motionUpdates } from "../db/answers-schema";
import { motions, pages } from "../db/schema";
import { jurisdictions } from "../db/jurisdiction-schema";
import { toJurisdictionSummary } from "../jurisdictions/serialize";
import { toUpdate } from "./serialize";

// What a motion's permalink shows beyond the motion itself: its public timeline and its merges.

/** How many duplicates a motion lists as "also proposed as"; more are rare and still reachable by status. */
const ALSO_PROPOSED_LIMIT = 20;

const EXCERPT_LENGTH = 140;
const excerpt = (text: string) => {
  const points = Array.from(text);
  return points.length <= EXCERPT_LENGTH ? text : `${points.slice(0, EXCERPT_LENGTH - 1).join("").trimEnd()}…`;
};

type RefRow = {
  id: string;
  text: string;
  slug: string;
  name: string;
  placeId: string;
  placeSlug: string;
  placeName: string;
  placeKind: JurisdictionKind;
  moderationState: ModerationState;
  authorId: string | null;
};

/**
 * Another motion named from this one: enough to link to its permalink (/{jurisdiction}/{page}/motions/{id});
 * its words only for a reader who may read them (a merge made before the motion was hidden shows no more of
 * it than after).
 */
const motionRef = (row: RefRow, reader: TextReader) => {
  const readable = mayReadText(row, reader);
  const jurisdiction = toJurisdictionSummary({ id: row.placeId, slug: row.placeSlug, name: row.placeName, kind: row.placeKind });
  return { _id: row.id, idea: readable ? excerpt(row.text) : "", hidden: !readable, entity: { slug: row.slug, name: row.name, jurisdiction } };
};

const refColumns = {
  id: motions.id,
  text: motions.text,
  slug: pages.slug,
  name: pages.name,
  // Aliased: a D1 batch answers rows keyed by column name, so the jurisdiction's id, slug and name must not
  // share the motion's and the page's names.
  placeId: sql<string>`${jurisdictions.id}`.as("place_id"),
  placeSlug: sql<string>`${jurisdictions.slug}`.as("place_slug"),
  placeName: sql<string>`${jurisdictions.name}`.as("place_name"),
  placeKind: sql<JurisdictionKind>`${jurisdictions.kind}`.as("place_kind"),
  moderationState: motions.moderationState,
  authorId: motions.authorId,
};

/** The timeline (oldest first), the motion this one was merged into, and the motions merged into it. */
export async function motionTimeline(db: Db, motion: { _id: string; mergedInto: string | null }, viewerId?: string) {
  const reader: TextReader = viewerId ? { id: viewerId } : null;
  const [updates, into, merged] = await db.batch([
    db.select().from(motionUpdates).where(eq(motionUpdates.motionId, motion._id)).orderBy(asc(motionUpdates.createdAt), asc(motionUpdates.id)),
    db
      .select(refColumns)
      .from(motions)
      .innerJoin(pages, eq(pages.id, motions.pageId))
      .innerJoin(jurisdictions, eq(jurisdictions.id, pages.jurisdictionId))
      .where(eq(motions.id, motion.mergedInto ?? "")),
    db
      .select(refColumns)
      .from(motions)
      .innerJoin(pages, eq(pages.id, motions.pageId))
      .innerJoin(jurisdictions, eq(jurisdictions.id, pages.jurisdictionId))
      .where(and(eq(motions.mergedIntoId, motion._id), eq(motions.status, "merged")))
      .orderBy(asc(motions.id))
      .limit(ALSO_PROPOSED_LIMIT),
  ]);
  return {
    updates: updates.map(toUpdate),
    mergedIntoMotion: into[0] ? motionRef(into[0], reader) : null,
    alsoProposedAs: merged.map((row) => motionRef(row, reader)),
  };
}

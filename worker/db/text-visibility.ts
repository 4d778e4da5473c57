import { eq, inArray, or, sql } from "drizzle-orm";
import { PUBLIC_STATES } from "../contract/moderation-states";
import { motions } from "./schema";

// The SQL side of the one rule for a motion's words (contract/moderation-states.ts, mayReadText), for the
// queries that filter or cut text in the database: public motions for anyone, the others for their author.

/** A motion whose words anyone may read. */
export const publicText = () => inArray(motions.moderationState, PUBLIC_STATES);

/** A motion whose words `viewerId` may read: a public one, or their own. */
export const textReadableBy = (viewerId: string) => or(publicText(), eq(motions.authorId, viewerId))!;

const publicStates = sql.join(PUBLIC_STATES.map((state) => sql`${state}`), sql`, `);

/**
 * The motions among `motions.ai_quoted_ids` whose words an explanation may still show (shared/quoted-motions.ts,
 * resolveQuotes): public ones, looked up by primary key. Null for an explanation that quotes none.
 */
export const publicQuotedIds = sql<string[] | null>`(CASE WHEN ${motions.aiQuotedIds} IS NULL THEN NULL ELSE (
  SELECT json_group_array(quoted.id) FROM ${motions} AS quoted
  WHERE quoted.id IN (SELECT value FROM json_each(${motions.aiQuotedIds})) AND quoted.moderation_state IN (${publicStates})) END)`.mapWith(
  (value: string | null) => (value === null ? null : (JSON.parse(value) as string[])),
);

import { eq } from "drizzle-orm";
import { mayReadText } from "../contract/moderation-states";
import type { Db } from "../db/client";
import { motions } from "../db/schema";
import { motionRows, rowToMotion } from "../motions/list";
import { errorMessage, logEvent } from "../shared/log";
import { cardFacts, cardVersion } from "./card-facts";
import { cardKey, dropCards, storeCard, storedCard } from "./card-store";
import { renderCard } from "./render";

// A motion's share card (GET /og/motions/:id.png): read the motion as the public reads it, work out what its
// card shows and that card's version, answer the stored card of that version or draw, answer and store it.
//
// A motion the public may not read (hidden by reports or moderators, awaiting approval; mayReadText) has
// no card: the caller answers 404, as for an unknown id, and any card stored while it was public is deleted.
// A generic site card was the other choice; it was not taken because platforms keep a preview image for days
// under the URL they fetched, so a motion restored later would keep showing the generic card.

export type MotionCard = {
  body: ReadableStream | Uint8Array<ArrayBuffer>;
  /** The version, for the ETag: it changes exactly when the drawing does. */
  version: string;
  /** The score is still being worked out: the card says "Scoring…" and is soon replaced. */
  pending: boolean;
};

/** Hands work that may finish after the answer to the runtime (ExecutionContext.waitUntil). */
export type Background = (work: Promise<unknown>) => void;

const logged = (work: Promise<unknown>, motionId: string, event: string) =>
  work.catch((err: unknown) => logEvent("warn", { event, motionId, error: errorMessage(err) }));

/** The card of a public motion; null for an unknown motion or one the public may not read. */
export async function motionCard(db: Db, bucket: R2Bucket, motionId: string, origin: string, background: Background): Promise<MotionCard | null> {
  // The motion as an anonymous visitor reads it (motions/list.ts), plus its moderation state, which decides.
  const [row] = await motionRows(db).where(eq(motions.id, motionId)).limit(1);
  if (!row) return null;
  if (!mayReadText(row.motion, null)) {
    background(logged(dropCards(bucket, motionId), motionId, "share-card-drop-failed"));
    return null;
  }
  const motion = rowToMotion(row, origin);
  const facts = cardFacts(motion, origin);
  const version = await cardVersion(facts);
  const key = cardKey(motion._id, version);
  const pending = facts.score.kind === "pending";
  const stored = await storedCard(bucket, key);
  if (stored) return { body: stored, version, pending };
  const png = await renderCard(facts);
  // The visitor gets the card now; storing it (and deleting the one it replaces) may finish afterwards. A
  // failed store only means the next request draws it again.
  background(logged(storeCard(bucket, motion._id, key, png), motion._id, "share-card-store-failed"));
  return { body: png, version, pending };
}

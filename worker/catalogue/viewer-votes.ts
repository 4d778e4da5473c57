import { and, eq, inArray } from "drizzle-orm";
import { drizzleOver, type Db } from "../db/client";
import { databaseNamed, DIRECTORY, type Databases } from "../db/placement";
import { motions, users, votes } from "../db/schema";
import { votedAtMs, voteDirection } from "../db/vote-keys";
import type { MotionJson } from "../motions/serialize";

// A signed-in viewer's own vote on the motions of a national list (README.md, "National catalogues"): the
// catalogue's cards carry nobody's vote, so it is read from the votes of the database(s) the listed motions
// live on, for the listed ids only (their primary keys), and folded into the cards as toMotion would.

type Listed = { id: string; database: string; refreshedAt: number; card: MotionJson };
type OwnVote = { direction: "up" | "down"; at: number };

/** The viewer's votes on `listed`, by motion id: one keyed read on each database the motions are on. */
async function ownVotes(directory: Db, env: Databases, viewerId: string, listed: Listed[]) {
  const [member] = await directory.select({ num: users.num }).from(users).where(eq(users.id, viewerId));
  const found = new Map<string, OwnVote>();
  if (!member || member.num === null) return found;
  for (const database of new Set(listed.map((l) => l.database))) {
    const some = listed.filter((l) => l.database === database);
    const db = database === DIRECTORY ? directory : drizzleOver(databaseNamed(env, database));
    const rows = await db
      .select({ id: motions.id, direction: voteDirection, at: votedAtMs })
      .from(motions)
      .innerJoin(votes, and(eq(votes.motionSeq, motions.seq), eq(votes.memberNum, member.num)))
      .where(inArray(motions.id, some.map((l) => l.id)));
    for (const r of rows) if (r.direction) found.set(r.id, { direction: r.direction, at: r.at });
  }
  return found;
}

/**
 * The cards as this viewer sees them: their own vote, and counted once in the counts if it was cast after the
 * card was copied (a vote cast in the second of the copy, or taken back since, shows at the next refresh).
 */
export async function withViewerVotes(directory: Db, env: Databases, viewerId: string, listed: Listed[]): Promise<MotionJson[]> {
  const own = listed.length ? await ownVotes(directory, env, viewerId, listed) : new Map<string, OwnVote>();
  return listed.map(({ id, card, refreshedAt }) => {
    const vote = own.get(id);
    const late = vote && vote.at > refreshedAt ? 1 : 0;
    const mine = (d: "up" | "down") => (vote?.direction === d ? [viewerId] : []);
    return {
      ...card,
      votes: { count: card.votes.count + (vote?.direction === "up" ? late : 0), voters: mine("up") },
      downVotes: { count: card.downVotes.count + (vote?.direction === "down" ? late : 0), downVoters: mine("down") },
      viewerVote: vote?.direction ?? null,
    };
  });
}

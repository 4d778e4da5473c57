import { directory, placementOf, type Databases, type DatabaseName } from "../../db/placement";
import { cleanupMove, moveJurisdiction } from "../../jurisdictions/move/move";
import { findBySlug } from "../../jurisdictions/move/subtree";

// The demo nation spread over the databases (README.md, "Routing by placement"): seeded on the directory like
// any new jurisdiction, then moved by the move command, as a deployment moves a city that outgrew its database.
// Rivermouth stays on the directory; Highlands (Cedar Falls, Port Alder) goes to shard-1 and Millbrook to
// shard-2, so `npm start` serves cities from three databases. A jurisdiction already where it belongs is left.

const SPREAD: [slug: string, database: DatabaseName][] = [
  ["highlands", "shard-1"],
  ["millbrook", "shard-2"],
];

/** Moves each spread jurisdiction not yet on its database there, cleaning up its old copy; answers how many. */
export async function spreadNation(env: Databases): Promise<number> {
  let moved = 0;
  for (const [slug, database] of SPREAD) {
    const row = await findBySlug(directory(env), slug);
    if (!row || (await placementOf(directory(env), row.id)) === database) continue;
    const outcome = await moveJurisdiction(env, slug, database);
    if (outcome.state !== "flipped") throw new Error(`Seed: moving ${slug} to ${database} stopped at ${outcome.state}`);
    await cleanupMove(env, slug);
    moved++;
  }
  return moved;
}

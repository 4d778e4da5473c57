import { env } from "cloudflare:test";
import { moveJurisdiction } from "../../../worker/jurisdictions/move/move";
import { api, okJson } from "./client";
import { insertPage, signedInMember, uniqueTag } from "./factories";
import { recordingQueue } from "./queue";
import { newCity } from "./jurisdiction-factory";

// A city whose records live on a shard (README.md, "Databases", routing by placement): made on the directory,
// where every jurisdiction starts, with its pages, then moved by the move command, as a deployment would.
// What the test then does through the app lands on that shard.

/** A new city of its own region, with two pages, placed on `database` (e.g. "shard-3"). */
export async function cityOn(database: string) {
  const city = await newCity();
  const pages = [await insertPage({ jurisdictionId: city.id }), await insertPage({ jurisdictionId: city.id })];
  const moved = await moveJurisdiction(env, city.slug, database);
  if (moved.state !== "flipped") throw new Error(`The move of ${city.slug} to ${database} stopped at ${moved.state}`);
  return { city, pages };
}

/** The Worker's bindings with the scoring and notification queues recorded, not consumed. */
export const quietQueues = (): Env => ({
  ...env,
  SCORING_QUEUE: recordingQueue(env.SCORING_QUEUE).queue,
  NOTIFICATIONS_QUEUE: recordingQueue(env.NOTIFICATIONS_QUEUE).queue,
});

/** A motion a member submitted through the app on a page of a new city placed on `database`. */
export async function submittedOn(database: string) {
  const { city, pages } = await cityOn(database);
  const author = await signedInMember();
  const text = `Open the ${uniqueTag()} library on Sundays from ten to four, starting next month.`;
  const res = await api(author.auth, quietQueues()).idea.add.$post({ json: { entityId: pages[0]!.id, userIdea: text } });
  const { motion } = await okJson(res, 202);
  return { city, pages, author, motion };
}

import { env } from "cloudflare:test";
import { moveJurisdiction } from "../../../worker/jurisdictions/move/move";
import { insertPage } from "./factories";
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

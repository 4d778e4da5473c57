import { env } from "cloudflare:test";
import { uuidv7 } from "uuidv7";
import { motionUpdates } from "../../../worker/db/answers-schema";
import { jurisdictionFollows } from "../../../worker/db/jurisdiction-schema";
import { reports } from "../../../worker/db/moderation-schema";
import { placementOf, directory, databaseNamed } from "../../../worker/db/placement";
import { follows } from "../../../worker/db/schema";
import { castVote, db, insertMember, insertMotion, insertPage, uniqueTag } from "./factories";
import { newCity } from "./jurisdiction-factory";

// A city with something of everything a move copies (README.md, "Moving a jurisdiction"), written to the
// directory where every jurisdiction starts, and ways to look at one database by name.

/** A city of its own region with two pages, three motions, votes from four members, follows, an update, a report. */
export const cityWithData = async () => {
  const city = await newCity();
  const word = `zq${uniqueTag()}`;
  const pages = [await insertPage({ jurisdictionId: city.id }), await insertPage({ jurisdictionId: city.id })];
  const motions = [
    await insertMotion(pages[0]!.id, { text: `Plant trees along the ${word} avenue.` }),
    await insertMotion(pages[0]!.id, { text: `Light the ${word} bridge at night.` }),
    await insertMotion(pages[1]!.id, { text: `A bus lane for the ${word} line.`, score: 7.5 }),
  ];
  const members = [await insertMember(), await insertMember(), await insertMember(), await insertMember()];
  for (const [i, member] of members.entries()) {
    for (const [j, motion] of motions.entries()) if ((i + j) % 4 !== 3) await castVote(motion.id, member.id, (i + j) % 3 === 0 ? "down" : "up");
  }
  await db().insert(follows).values([{ userId: members[0]!.id, pageId: pages[0]!.id }, { userId: members[1]!.id, pageId: pages[1]!.id }]);
  await db().insert(jurisdictionFollows).values({ userId: members[2]!.id, jurisdictionId: city.id });
  await db()
    .insert(motionUpdates)
    .values({ id: uuidv7(), motionId: motions[0]!.id, status: "under_review", previousStatus: "open", text: "We are looking at it.", byName: "Clerk", byRole: "editor" });
  await db().insert(reports).values({ motionId: motions[1]!.id, userId: members[3]!.id, reason: "spam" });
  return { city, word, pages, motions, members };
};

/** The database called `name` (as placement.ts names it). */
export const on = (name: string) => databaseNamed(env, name);

/** Where the directory places a jurisdiction now. */
export const placed = (jurisdictionId: string) => placementOf(directory(env), jurisdictionId);

/** Rows of `table` on database `name` matching `where` (bound to `args`). */
export const countOn = async (name: string, table: string, where: string, ...args: unknown[]) =>
  (await on(name).prepare(`select count(*) as n from ${table} where ${where}`).bind(...args).first<{ n: number }>())!.n;

/** Per motion of `ids` on database `name`: its stored counts and its vote rows, by direction. */
export const tallies = async (name: string, ids: string[]) => {
  const { results } = await on(name)
    .prepare(
      `select m.id, m.up_count, m.down_count, (select count(*) from votes v where v.motion_seq = m.seq and v.up = 1) as up_rows,
        (select count(*) from votes v where v.motion_seq = m.seq and v.up = 0) as down_rows
       from motions m where m.id in (select value from json_each(?1)) order by m.id`,
    )
    .bind(JSON.stringify(ids))
    .all<{ id: string; up_count: number; down_count: number; up_rows: number; down_rows: number }>();
  return results;
};

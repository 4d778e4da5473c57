import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { writeThrough } from "../../../worker/catalogue/write-through";
import type { DatabaseName } from "../../../worker/db/placement";
import { motions } from "../../../worker/db/schema";
import { db, insertMotion, insertPage } from "../support/factories";
import { cityOn } from "../support/placed-city";
import { dbOn, motionOn } from "../support/shard-motions";

// The write-through reads each motion on its own database (README.md, "National catalogues" and "Databases",
// routing by placement) and writes the directory's catalogue, each copy naming the database it came from.

const copies = async (ids: string[]) =>
  (await env.DIRECTORY.prepare("select id, database, ai_rank from motion_catalogue where id in (select value from json_each(?1)) order by id").bind(JSON.stringify(ids)).all()).results;

describe("the write-through across databases", () => {
  it("copies a shard-3 motion and a directory motion, in one call, each naming its database", async () => {
    const { pages } = await cityOn("shard-3");
    const onShard = await motionOn("shard-3", pages[0]!.id, { aiStatus: "scored", aiScore: 61 });
    const onDirectory = await insertMotion((await insertPage()).id, { score: 42 });
    await writeThrough(env, [onShard.id, onDirectory.id, null]);
    expect(await copies([onShard.id, onDirectory.id])).toEqual(
      [
        { id: onShard.id, database: "shard-3", ai_rank: 61 },
        { id: onDirectory.id, database: "directory", ai_rank: 42 },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    );
  });

  it("in a request, reads each database with the request's own client of it", async () => {
    const { pages } = await cityOn("shard-3");
    const motion = await motionOn("shard-3", pages[1]!.id, { aiStatus: "scored", aiScore: 33 });
    const read: string[] = [];
    // A context as the session middleware leaves it (c.var.dbNamed): the write-through asks it for shard-3.
    const scope = { env, var: { db: db(), dbNamed: (name: DatabaseName) => (read.push(name), dbOn(name)) } };
    await writeThrough(scope, [motion.id]);
    expect(read).toEqual(["shard-3"]);
    expect(await copies([motion.id])).toEqual([{ id: motion.id, database: "shard-3", ai_rank: 33 }]);
  });

  it("removes the copy of a motion deleted on its shard, and of one the directory no longer indexes", async () => {
    const { pages } = await cityOn("shard-3");
    const [deleted, unindexed] = [await motionOn("shard-3", pages[0]!.id, { aiStatus: "scored", aiScore: 50 }), await motionOn("shard-3", pages[1]!.id, { aiStatus: "scored", aiScore: 50 })];
    await writeThrough(env, [deleted.id, unindexed.id]);
    expect(await copies([deleted.id, unindexed.id])).toHaveLength(2);
    await dbOn("shard-3").delete(motions).where(eq(motions.id, deleted.id));
    await env.DIRECTORY.prepare("delete from motion_homes where motion_id = ?1").bind(unindexed.id).run();
    await writeThrough(env, [deleted.id, unindexed.id]);
    expect(await copies([deleted.id, unindexed.id])).toEqual([]);
  });
});

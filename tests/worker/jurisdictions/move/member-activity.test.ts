import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { signMemberToken } from "../../../../worker/accounts/jwt";
import { cleanupMove, moveJurisdiction } from "../../../../worker/jurisdictions/move/move";
import { api, bearer, okJson } from "../../support/client";
import { uuidv7 } from "uuidv7";
import { notifications } from "../../../../worker/db/answers-schema";
import { castVote, db, insertMotion } from "../../support/factories";
import { cityWithData, countOn } from "../../support/moves";

// A member's own activity follows their city to its new database (README.md, "Databases", a member's
// activity): the move names the new database on the row of every member whose motions, votes or follows
// moved; /me shows each motion and notification once (and the bell counts each once) while both copies exist, and all of it from the new database after the
// old copy is cleaned up.

const ids = (list: { motions: { _id: string }[] }) => list.motions.map((m) => m._id).sort();

describe("/me across a move", () => {
  it("shows the member's motions and votes once during the move's two copies, and from the new database after cleanup", async () => {
    const { city, pages, motions, members } = await cityWithData();
    const [voter] = members;
    const written = await insertMotion(pages[1]!.id, { authorId: voter!.id });
    await castVote(written.id, members[1]!.id, "up");
    const notified = (motionId: string) => ({ id: uuidv7(), userId: voter!.id, sourceKey: `scored:${motionId}`, kind: "scored" as const, reason: "author" as const, motionId });
    await db().insert(notifications).values([notified(written.id), notified(motions[0]!.id)]);
    const auth = bearer(await signMemberToken(env, voter!));
    const me = api(auth).me;
    const [votedBefore, mineBefore, followsBefore] = [
      ids(await okJson(await me.votes.$get({ query: {} }))),
      ids(await okJson(await me.motions.$get({ query: {} }))),
      (await okJson(await me.follows.$get())).pages.map((p) => p._id),
    ];
    expect(votedBefore).toEqual(motions.filter((_, j) => j % 4 !== 3).map((m) => m.id).sort());
    expect(mineBefore).toEqual([written.id]);
    const inbox = async () => {
      const { notifications: rows, unread } = await okJson(await me.notifications.$get({ query: {} }));
      return { ids: rows.map((n) => n._id).sort(), unread, bell: (await okJson(await me.notifications.unread.$get())).unread };
    };
    const inboxBefore = await inbox();
    expect(inboxBefore.unread).toBe(2);

    expect((await moveJurisdiction(env, city.slug, "shard-4")).state).toBe("flipped");
    expect(ids(await okJson(await me.votes.$get({ query: {} })))).toEqual(votedBefore);
    expect(ids(await okJson(await me.motions.$get({ query: {} })))).toEqual(mineBefore);
    expect(await inbox()).toEqual({ ...inboxBefore, bell: 2 });

    await cleanupMove(env, city.slug);
    expect(await countOn("directory", "motions", "id = ?1", written.id)).toBe(0);
    expect(ids(await okJson(await me.votes.$get({ query: {} })))).toEqual(votedBefore);
    expect(ids(await okJson(await me.motions.$get({ query: {} })))).toEqual(mineBefore);
    expect((await okJson(await me.follows.$get())).pages.map((p) => p._id)).toEqual(followsBefore);
    expect(await inbox()).toEqual({ ...inboxBefore, bell: 2 });
  });
});

import { insertCity } from "../support/jurisdiction-factory";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accountMessages, EXPORT_SCHEMA_VERSION } from "../../../worker/contract/account";
import { notifications } from "../../../worker/db/answers-schema";
import { reports } from "../../../worker/db/moderation-schema";
import { follows, motions, users, votes } from "../../../worker/db/schema";
import { jurisdictionFollows } from "../../../worker/db/jurisdiction-schema";
import { voteRow, votesOfMember } from "../../../worker/db/vote-keys";
import { inOneMinute } from "../support/rate-limits";
import { memberWithPassword } from "../support/account";
import { memberHistory } from "../support/account-history";
import { errorJson, ORIGIN } from "../support/client";
import { db, insertMotions, insertPage } from "../support/factories";


// "Download your data" (GET /api/me/export): a JSON attachment of everything Plaza holds about the caller,
// compared here part by part with the database, with nothing of anyone else in it; its home city, followed
// cities and every address in the nation's form (README.md, "URLs").

type Export = Record<string, unknown> & { readme: Record<string, string>; account: Record<string, unknown> };
const download = async (me: Awaited<ReturnType<typeof memberWithPassword>>["me"]) => {
  const res = await me.export.$get();
  expect(res.status).toBe(200);
  return { res, text: await res.text() };
};
const ids = (rows: { id?: string; motionId?: string }[]) => rows.map((r) => r.id ?? r.motionId).sort();

describe("GET /api/me/export", () => {
  it("holds every part of the member's data, exactly as stored, and nothing of another member", async () => {
    const { member, me, auth } = await memberWithPassword();
    const other = await memberWithPassword();
    await memberHistory(member, auth);
    const theirs = await memberHistory(other.member, other.auth);

    const { res, text } = await download(me);
    expect(res.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="plaza-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const data = JSON.parse(text) as Export;

    expect(data.schemaVersion).toBe(EXPORT_SCHEMA_VERSION);
    expect(Object.keys(data.readme).sort()).toEqual(Object.keys(data).filter((k) => k !== "readme" && k !== "exportedAt").sort());
    expect(data.account).toMatchObject({ id: member.id, email: member.email, name: member.name, emailVerified: true, signIn: { password: true, google: false } });
    expect(data.notificationPreferences).toEqual({ emailMyMotions: true, emailVoted: false, emailFollowed: true });

    const d = db();
    expect(ids(data.motions as { id: string }[])).toEqual(ids(await d.select().from(motions).where(eq(motions.authorId, member.id))));
    expect(ids(data.votes as { motionId: string }[])).toEqual(ids(await d.select({ motionId: motions.id }).from(votes).innerJoin(motions, eq(motions.seq, votes.motionSeq)).where(votesOfMember(member.id))));
    expect((data.follows as { page: { id: string } }[]).map((f) => f.page.id)).toEqual((await d.select().from(follows).where(eq(follows.userId, member.id))).map((f) => f.pageId));
    expect(ids(data.reports as { motionId: string }[])).toEqual(ids(await d.select().from(reports).where(eq(reports.userId, member.id))));
    expect(ids(data.notifications as { id: string }[])).toEqual(ids(await d.select().from(notifications).where(eq(notifications.userId, member.id))));
    expect(data.appeals).toHaveLength(1);
    expect(data.contactMessages).toEqual([expect.objectContaining({ email: member.email })]);
    expect((data.votes as { direction: string }[]).map((v) => v.direction).sort()).toEqual(["down", "up"]);
    const hidden = (data.motions as { moderation: { state: string }; text: string }[]).find((m) => m.moderation.state === "hidden");
    expect(hidden?.text).toBeTruthy(); // the member's own words, even while the public cannot read them

    for (const foreign of [other.member.id, other.member.email, theirs.page.id, ...theirs.own.map((m) => m.id)]) expect(text).not.toContain(foreign);
    for (const secret of ["pbkdf2", "passwordHash", "tokenVersion", "token_version", member.passwordHash!]) expect(text).not.toContain(secret);
  });

  it("streams a long history in pages: 450 votes, every one of them", async () => {
    const { member, me } = await memberWithPassword();
    const page = await insertPage();
    // In slices: D1 binds at most 100 parameters a statement (a motion row takes 11).
    for (let i = 0; i < 90; i++) {
      const slice = await insertMotions(page.id, Array.from({ length: 5 }, () => ({ up: 1 })));
      await db().insert(votes).values(slice.map((m) => voteRow({ motionId: m.id, userId: member.id, direction: "up" })));
    }
    const data = JSON.parse((await download(me)).text) as { votes: { motionId: string }[] };
    expect(data.votes).toHaveLength(450);
    expect(new Set(data.votes.map((v) => v.motionId)).size).toBe(450);
  });

  it("holds the member's home city, the cities they follow, and every address in the nation's form", async () => {
    const { member, me } = await memberWithPassword();
    const [home, followed] = [await insertCity({ name: "Rivermouth" }), await insertCity({ name: "Millbrook" })];
    await db().update(users).set({ homeJurisdictionId: home.id }).where(eq(users.id, member.id));
    await db().insert(jurisdictionFollows).values({ userId: member.id, jurisdictionId: followed.id });
    const page = await insertPage({ jurisdictionId: home.id });
    await db().insert(follows).values({ userId: member.id, pageId: page.id });
    const [motion] = await insertMotions(page.id, [{ authorId: member.id }]);
    const data = JSON.parse((await download(me)).text) as Export & { followedCities: unknown[]; follows: { page: unknown }[]; motions: { url: string; page: unknown }[] };
    expect(data.account.homeCity).toEqual({ slug: home.slug, name: "Rivermouth", url: `${ORIGIN}/${home.slug}` });
    expect(data.followedCities).toEqual([{ slug: followed.slug, name: "Millbrook", url: `${ORIGIN}/${followed.slug}`, followedAt: expect.any(String) }]);
    const pageJson = { id: page.id, slug: page.slug, name: page.name, city: "Rivermouth", url: `${ORIGIN}/${home.slug}/${page.slug}` };
    expect(data.follows).toEqual([{ page: pageJson, followedAt: expect.any(String) }]);
    expect(data.motions).toEqual([expect.objectContaining({ url: `${ORIGIN}/${home.slug}/${page.slug}/motions/${motion!.id}`, page: pageJson })]);
  });

  it("is limited per member: the fourth export in a minute is 429", async () => {
    const res = await inOneMinute(async () => {
      const { me } = await memberWithPassword();
      for (let i = 0; i < 3; i++) await download(me);
      return me.export.$get();
    });
    expect(await errorJson(res, 429)).toEqual({ message: accountMessages.tooManyExports });
    expect(res.headers.get("Retry-After")).toBe("60");
  });

  it("exports an account that has nothing yet as empty lists", async () => {
    const { me } = await memberWithPassword();
    const data = JSON.parse((await download(me)).text) as Record<string, unknown>;
    for (const part of ["motions", "votes", "follows", "followedCities", "reports", "appeals", "notifications", "moderationHistory", "contactMessages"]) expect(data[part]).toEqual([]);
  });
});


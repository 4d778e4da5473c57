import { describe, expect, it } from "vitest";
import { api, call, freshIp, okJson } from "../support/client";
import { castVote, db, insertMotion, insertPage, signedInMember, uniqueTag } from "../support/factories";
import { decide } from "../support/moderation";
import { mailsFor, waitForFanOut } from "../support/notifications";
import { deliver, SCORING } from "../support/queue";
import { get } from "../seo/shell";
import { adminSession } from "../support/staff";
import { refreshCatalogue } from "../support/catalogue";
import { follows } from "../../../worker/db/schema";

// The words of a motion that is not public never leave the server to anyone but its author and staff
// (contract/moderation-states.ts, mayReadText; README.md "Moderation"). One hidden motion with a word found
// nowhere else is quoted by a later motion's analysis, merged both ways, voted on, followed and answered by
// the city; then every public path is read, as a visitor and as a member who is not its author, and the word
// must be in none of them. Each quote is first seen while the motion is public, so the test can fail.

type Auth = Record<string, string>;

const RESPONSE = "Thank you. The parks team read this and will answer the council in March.";

async function hiddenMotionEverywhere() {
  const word = `vexmoor${uniqueTag()}`;
  const page = await insertPage({ name: "Parks Department", description: "Parks, hedges, trees and cycle lanes of the city's green network." });
  const author = await signedInMember();
  const at = (minutes: number) => new Date(Date.UTC(2026, 5, 1, 9, minutes));
  // The hidden motion's word is within the first 60 characters the rubric quotes; the others never say it.
  const hidden = await insertMotion(page.id, { authorId: author.member.id, score: 64, createdAt: at(0), text: `Plant ${word} hedges along every cycle lane of the harbour district before the spring rains` });
  const quoting = await insertMotion(page.id, { createdAt: at(2), text: "Plant hedges along every cycle lane of the harbour district before the spring rains" });
  const mergedInto = await insertMotion(page.id, { score: 70, createdAt: at(3), text: "Green every cycle lane of the city with native hedges and trees" });
  const mergedFrom = await insertMotion(page.id, { score: 55, createdAt: at(4), text: "Hedgerows beside the harbour cycle lanes, please, to shade riders" });

  await deliver(SCORING, [{ body: { motionId: quoting.id } }]);
  const admin = await adminSession();
  const merge = (id: string, status: "open", into: string) =>
    api(admin.auth).idea[":id"].updates.$post({ param: { id }, json: { text: RESPONSE, expectedStatus: status, status: "merged", mergedInto: into } });
  await okJson(await merge(mergedFrom.id, "open", hidden.id), 201);
  await okJson(await merge(hidden.id, "open", mergedInto.id), 201);

  const voter = await signedInMember();
  await castVote(hidden.id, voter.member.id, "up");
  const follower = await signedInMember();
  await db().insert(follows).values({ pageId: page.id, userId: follower.member.id });
  // Posted before the quoting motion but written here, after it was scored: the hidden motion is the only
  // earlier one like it, so that motion's analysis would quote it if hidden words were read.
  const scoredAfterHide = await insertMotion(page.id, { createdAt: at(1), text: "Plant hedges along every cycle lane of the harbour district before the spring rains start" });
  return { word, page, author, voter, follower, admin, motions: { hidden, scoredAfterHide, quoting, mergedInto, mergedFrom } };
}

const readJson = async (path: string, auth: Auth = {}) => {
  const res = await call(path, { headers: { ...auth, "CF-Connecting-IP": freshIp() } });
  expect(res.status, path).toBe(200);
  return { path, status: res.status, text: await res.text() };
};

describe("a hidden motion's words", () => {
  it("leave the server on no public path: lists, search, permalinks, analyses, merges, suggestions, HTML, cards, mails, notifications, exports", async () => {
    const s = await hiddenMotionEverywhere();
    const { hidden, scoredAfterHide, quoting, mergedInto, mergedFrom } = s.motions;
    const leaks = new RegExp(s.word, "i");

    // While it is public, its words are quoted by a later analysis and named by both merges.
    const before = [await readJson(`/api/idea/${quoting.id}`), await readJson(`/api/idea/${mergedInto.id}`), await readJson(`/api/idea/${mergedFrom.id}`)];
    for (const read of before) expect(read.text, read.path).toMatch(leaks);

    // The national catalogue holds every motion and the analysis quoting this one before it is hidden: hiding it
    // must take its words out of national lists at once, without waiting for the minute's refresh.
    await refreshCatalogue();
    await okJson(await decide(s.admin.auth, hidden.id, "hide", "published", "spam"));
    await deliver(SCORING, [{ body: { motionId: scoredAfterHide.id } }]);
    const update = await okJson(await api(s.admin.auth).idea[":id"].updates.$post({ param: { id: hidden.id }, json: { text: RESPONSE, expectedStatus: "merged" } }), 201);
    await waitForFanOut(update.update._id, { rows: 3, mailed: 3 });

    const ids = Object.values(s.motions).map((m) => m.id);
    const lists = ["A.I", "Votes", "Latest", "Relevance"].flatMap((sort) => [
      `/api/idea?sort=${sort}&limit=50&q=${s.word}`,
      `/api/idea/entityidea?entity=${s.page.id}&sort=${sort}&limit=50`,
      `/api/idea/entityidea?entity=${s.page.id}&sort=${sort}&limit=50&q=hedges`,
    ]);
    const publicPaths = [
      ...lists.filter((path) => !path.includes("Relevance") || path.includes("&q=")),
      `/api/idea?sort=Latest&limit=50`,
      ...ids.map((id) => `/api/idea/${id}`),
      `/api/idea/similar?entity=${s.page.id}&text=${encodeURIComponent(hidden.text)}`,
      `/api/entity/${s.page.slug}`,
      `/api/transparency`,
    ];
    const reads = [];
    for (const auth of [{}, s.voter.auth, s.follower.auth]) for (const path of publicPaths) reads.push(await readJson(path, auth));
    for (const auth of [s.voter.auth, s.follower.auth]) {
      reads.push(await readJson("/api/me/notifications?limit=50", auth), await readJson("/api/me/export", auth), await readJson("/api/me/votes", auth));
    }
    for (const path of [`/${s.page.slug}`, ...ids.map((id) => `/${s.page.slug}/motions/${id}`), "/motions", "/sitemap.xml", "/sitemaps/motions-1.xml"]) {
      const res = await get(path);
      reads.push({ path, status: res.status, text: await res.text() });
    }
    for (const read of reads) {
      expect(read.status, read.path).toBeLessThan(500);
      expect(read.text, `${read.path} (${read.status})`).not.toMatch(leaks);
    }
    expect((await call(`/og/motions/${hidden.id}.png`)).status).toBe(404);

    for (const person of [s.voter, s.follower]) {
      const [mail] = await mailsFor(person.member.email);
      expect(mail?.subject).toBeTruthy();
      expect(`${mail!.text}${mail!.html}`).not.toMatch(leaks);
      expect(mail!.text).toContain("The moderators have hidden this motion");
    }
    // The analyses keep their sense without the words: the one quoting it says the motion is no longer public.
    expect((await readJson(`/api/idea/${quoting.id}`)).text).toContain("(a motion that is no longer public)");

    // Its author still reads it, in the app and in the mail of the answer.
    expect((await readJson(`/api/idea/${hidden.id}`, s.author.auth)).text).toMatch(leaks);
    expect((await mailsFor(s.author.member.email))[0]!.text).toMatch(leaks);
  });
});

import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { drizzleOver } from "../../../worker/db/client";
import { listMotions } from "../../../worker/motions/list";
import { listPages } from "../../../worker/pages/home-order";
import { castVote, insertMember, insertMotions, insertPage } from "../support/factories";
import { directory } from "../../../worker/db/placement";

// A list without a search builds its SQL once per shape and fills it with each request's values
// (worker/db/prepared.ts): the same shape asked with other values, over another D1 session, must answer
// those values, never the first request's.

const ORIGIN = "https://plaza.test";
const session = () => drizzleOver(directory(env).withSession("first-unconstrained"));
const texts = (list: { motions: { idea: string }[] }) => list.motions.map((m) => m.idea);

describe("lists built once per shape", () => {
  it("answers each page's own motions, page after page, each over its own session", async () => {
    const [a, b] = [await insertPage(), await insertPage()];
    await insertMotions(a.id, [{ text: "Plant trees on Elm Street" }, { text: "Repaint the Elm Street crossing" }]);
    await insertMotions(b.id, [{ text: "Light the riverside path" }]);
    const first = await listMotions(session(), { sort: "Latest", pageId: a.id, limit: 8, origin: ORIGIN });
    const second = await listMotions(session(), { sort: "Latest", pageId: b.id, limit: 8, origin: ORIGIN });
    expect(texts(first)).toEqual(["Repaint the Elm Street crossing", "Plant trees on Elm Street"]);
    expect(texts(second)).toEqual(["Light the riverside path"]);
  });

  it("carries each caller's own vote and each cursor's own position", async () => {
    const page = await insertPage();
    const [motion] = await insertMotions(page.id, [{ text: "Open the library on Sundays" }, { text: "Add benches to the square" }]);
    const [ana, ben] = [await insertMember(), await insertMember()];
    await castVote(motion!.id, ana.id, "up");
    await castVote(motion!.id, ben.id, "down");
    const asCaller = (viewerId: string) => listMotions(session(), { sort: "Oldest", pageId: page.id, limit: 1, origin: ORIGIN, viewerId });
    const [forAna, forBen] = [await asCaller(ana.id), await asCaller(ben.id)];
    expect(forAna.motions[0]!.viewerVote).toBe("up");
    expect(forBen.motions[0]!.viewerVote).toBe("down");
    const next = await listMotions(session(), { sort: "Oldest", pageId: page.id, limit: 1, origin: ORIGIN, cursor: forAna.nextCursor! });
    expect(texts(next)).toEqual(["Add benches to the square"]);
    expect(next.nextCursor).toBeNull();
  });

  it("answers the statuses asked for, however many", async () => {
    const page = await insertPage();
    await insertMotions(page.id, [
      { text: "Fix the fountain", status: "accepted" },
      { text: "Close the car park", status: "declined" },
      { text: "Add a bus stop", status: "open" },
    ]);
    const withStatuses = async (statuses: ("open" | "accepted" | "declined")[]) =>
      texts(await listMotions(session(), { sort: "Oldest", pageId: page.id, statuses, limit: 8, origin: ORIGIN })).sort();
    expect(await withStatuses(["accepted"])).toEqual(["Fix the fountain"]);
    expect(await withStatuses(["declined"])).toEqual(["Close the car park"]);
    expect(await withStatuses(["open", "declined"])).toEqual(["Add a bus stop", "Close the car park"]);
  });

  it("keeps lists apart whose SQL differs only by a filter's value (answered or awaiting a first response)", async () => {
    const page = await insertPage();
    await insertMotions(page.id, [{ text: "Resurface the bridge", answeredAt: new Date() }, { text: "Plant a hedge" }]);
    const inbox = async (awaiting: boolean) => texts(await listMotions(session(), { sort: "Latest", pageId: page.id, awaiting, limit: 8, origin: ORIGIN }));
    expect(await inbox(true)).toEqual(["Plant a hedge"]);
    expect(await inbox(false)).toEqual(["Resurface the bridge"]);
  });

  it("pages through the home list by its own page size and offset", async () => {
    const everyPage = (await listPages(session(), { pageSize: 100 })).map((p) => p.id);
    const [firstTwo, nextTwo] = [await listPages(session(), { page: 1, limit: 2, pageSize: 8 }), await listPages(session(), { page: 2, limit: 2, pageSize: 8 })];
    expect([...firstTwo, ...nextTwo].map((p) => p.id)).toEqual(everyPage.slice(0, 4));
  });
});

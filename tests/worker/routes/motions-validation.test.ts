import { beforeAll, describe, expect, it } from "vitest";
import { listMessages } from "../../../worker/contract/lists";
import { api, call, errorJson, okJson } from "../support/client";
import { insertPage, insertMotions } from "../support/factories";

// Bad list queries answer 400 with the contract's own message, on both list routes, and never a 500. The
// bad queries are sent raw, exactly as written (a sort the typed client would refuse, broken cursors).

const b64url = (text: string) => btoa(text).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");

let pageId = "";
const cursors: Record<"A.I" | "Votes" | "Latest", string> = { "A.I": "", Votes: "", Latest: "" };

beforeAll(async () => {
  const page = await insertPage();
  pageId = page.id;
  await insertMotions(page.id, [{ score: 10, up: 1 }, { score: 20, up: 2 }, { score: 30 }]);
  for (const sort of ["A.I", "Votes", "Latest"] as const) {
    const res = await api().idea.entityidea.$get({ query: { entity: page.id, sort, limit: "1" } });
    cursors[sort] = (await okJson(res)).nextCursor!;
    expect(cursors[sort]).toMatch(/^[\w-]+$/);
  }
});

const routes = [
  ["GET /api/idea", () => "/api/idea?"],
  ["GET /api/idea/entityidea", () => `/api/idea/entityidea?entity=${pageId}&`],
] as const;

const expect400 = async (path: string, message: string) => {
  const res = await call(path);
  expect(res.headers.get("content-type")).toContain("application/json");
  const body = await errorJson(res, 400);
  expect(body.message).toBe(message);
  expect(JSON.stringify(body)).not.toMatch(/stack|at \w+ \(/);
};

const PLAIN_CASES: [string, string][] = [
  ["sort=Popular", listMessages.sort],
  ["sort=a.i", listMessages.sort],
  ["sort=", listMessages.sort],
  ["page=0", listMessages.page],
  ["page=-1", listMessages.page],
  ["page=abc", listMessages.page],
  ["page=1.5", listMessages.page],
  ["page=2abc", listMessages.page],
  ["page=", listMessages.page],
  ["page=99999999999", listMessages.page],
  ["limit=0", listMessages.limit],
  ["limit=51", listMessages.limit],
  ["limit=x", listMessages.limit],
  ["limit=-3", listMessages.limit],
  ["cursor=", listMessages.cursor],
  ["cursor=!!!not-base64!!!", listMessages.cursor],
  ["cursor=" + "A".repeat(401), listMessages.cursor],
  [`cursor=${b64url("not json")}`, listMessages.cursor],
  [`cursor=${b64url('{"score":1,"id":"x"}')}`, listMessages.cursor],
  [`cursor=${b64url("[1]")}`, listMessages.cursor],
  [`cursor=${b64url('["x","y"]')}`, listMessages.cursor],
  [`cursor=${b64url("[1e400,\"x\"]")}`, listMessages.cursor],
  [`cursor=${b64url(`[1,"${"x".repeat(65)}"]`)}`, listMessages.cursor],
  [`cursor=${b64url("null")}`, listMessages.cursor],
  [`cursor=${b64url("[1,2,3,4,5]")}`, listMessages.cursor],
];

describe.each(routes)("%s rejects bad input", (_, prefix) => {
  it.each(PLAIN_CASES)("?%s → 400", async (query, message) => {
    await expect400(`${prefix()}${query}`, message);
  });

  it("rejects a cursor made for another sort", async () => {
    for (const [sort, from] of [
      ["A.I", "Votes"], ["A.I", "Latest"], ["Votes", "A.I"], ["Votes", "Latest"], ["Latest", "A.I"], ["Latest", "Votes"],
    ] as const) {
      await expect400(`${prefix()}sort=${encodeURIComponent(sort)}&cursor=${cursors[from]}`, listMessages.cursor);
    }
  });

  it("rejects a hand-made cursor of the wrong shape", async () => {
    // Right types but too few keys for Votes (sort, net, up, id): must never reach SQL as a short row value.
    await expect400(`${prefix()}sort=Votes&cursor=${b64url('["Votes",5,3]')}`, listMessages.cursor);
    await expect400(`${prefix()}sort=Votes&cursor=${b64url("[5,3]")}`, listMessages.cursor);
    await expect400(`${prefix()}sort=A.I&cursor=${b64url('[5,"x","y"]')}`, listMessages.cursor);
    await expect400(`${prefix()}sort=A.I&cursor=${b64url('["A.I","5","x"]')}`, listMessages.cursor);
  });

  it("rejects page together with cursor", async () => {
    await expect400(`${prefix()}sort=Votes&page=2&cursor=${cursors.Votes}`, listMessages.cursorWithPage);
  });

  it("accepts a cursor on its own sort", async () => {
    for (const sort of ["A.I", "Votes", "Latest"] as const) {
      const res = await call(`${prefix()}sort=${encodeURIComponent(sort)}&cursor=${cursors[sort]}`);
      expect(res.status).toBe(200);
    }
  });
});

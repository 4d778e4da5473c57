import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, insertPage, insertMotions, send, signedInMember } from "../factories";

type Stats = { pages: number; motions: number; votes: number };
const stats = async () => {
  const res = await call("/api/stats");
  expect(res.status).toBe(200);
  return { res, body: (await res.json()) as Stats };
};

describe("GET /api/site", () => {
  it("serves the deployment's contact address and sister site, cacheable for five minutes", async () => {
    const res = await call("/api/site");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=300");
    expect(await res.json()).toEqual({
      contactEmail: env.CONTACT_EMAIL,
      sisterSite: { url: env.SISTER_SITE_URL, name: env.SISTER_SITE_NAME },
    });
  });

  it("never exposes where contact notifications go", async () => {
    const text = await (await call("/api/site")).text();
    expect(text).not.toContain(env.CONTACT_INBOX);
  });
});

describe("GET /api/stats", () => {
  it("counts pages, motions and every up and down vote, cacheable for a minute", async () => {
    const before = await stats();
    expect(before.res.headers.get("Cache-Control")).toBe("public, max-age=60");

    const entity = await insertPage();
    await insertPage();
    await insertMotions(entity.id, [{ up: 3, down: 1 }, { up: 0, down: 2 }, {}]);

    const after = (await stats()).body;
    expect(after).toEqual({
      pages: before.body.pages + 2,
      motions: before.body.motions + 3,
      votes: before.body.votes + 6,
    });
  });

  it("stays equal to a full recount through votes cast, switched and withdrawn over the API", async () => {
    const entity = await insertPage();
    const [motion] = await insertMotions(entity.id, [{ up: 2 }]);
    const voters = await Promise.all([signedInMember(), signedInMember(), signedInMember()]);
    const vote = (path: string, auth: Record<string, string>) => send("POST", path, { ideaId: motion!.id }, auth);
    await Promise.all(voters.map(({ auth }) => vote("/idea/vote", auth)));
    await vote("/idea/downvote", voters[0]!.auth); // switch
    await vote("/idea/vote", voters[1]!.auth); // withdraw

    const recount = await env.DB.prepare(
      `select (select count(*) from entities) as pages, (select count(*) from motions) as motions,
              (select coalesce(sum(up_count + down_count), 0) from motions) as votes`,
    ).first<Stats>();
    const { body } = await stats();
    expect(body).toEqual(recount);
    expect((await (await call(`/api/idea/${motion!.id}`)).json()) as object).toMatchObject({
      motion: { votes: { count: 3 }, downVotes: { count: 1 } },
    });
  });

  it("answers whole numbers, also on an empty database", async () => {
    const { body } = await stats();
    for (const value of Object.values(body)) expect(Number.isInteger(value) && value >= 0).toBe(true);
  });
});

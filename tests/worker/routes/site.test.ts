import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, okJson } from "../support/client";
import { insertPage, insertMotions, signedInMember } from "../support/factories";
import { GOOGLE_ENV } from "../support/google-fake";
import { directory } from "../../../worker/db/placement";

// The landing page's reads: GET /api/site (the deployment's contact details) and GET /api/stats (live totals).

const stats = async () => {
  const res = await api().stats.$get();
  return { res, body: await okJson(res) };
};

describe("GET /api/site", () => {
  it("serves the deployment's contact address and sister site, cacheable for five minutes", async () => {
    const res = await api().site.$get();
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=300");
    expect(await res.json()).toEqual({
      contactEmail: env.CONTACT_EMAIL,
      sisterSite: { url: env.SISTER_SITE_URL, name: env.SISTER_SITE_NAME },
      googleSignIn: false, // wrangler.toml leaves GOOGLE_CLIENT_ID empty locally
    });
  });

  it("says Google sign-in is available only when the client id and its secret are both set", async () => {
    const site = async (bindings: Env) => (await okJson(await api({}, bindings).site.$get())).googleSignIn;
    expect(await site(GOOGLE_ENV)).toBe(true);
    expect(await site({ ...GOOGLE_ENV, GOOGLE_CLIENT_SECRET: "" })).toBe(false);
  });

  it("never exposes where contact notifications go", async () => {
    const text = await (await api().site.$get()).text();
    expect(text).not.toContain(env.CONTACT_INBOX);
  });
});

describe("GET /api/stats", () => {
  it("counts pages, motions and every up and down vote, cacheable for a minute", async () => {
    const before = await stats();
    expect(before.res.headers.get("Cache-Control")).toBe("public, max-age=60");

    const page = await insertPage();
    await insertPage();
    await insertMotions(page.id, [{ up: 3, down: 1 }, { up: 0, down: 2 }, {}]);

    const after = (await stats()).body;
    expect(after).toEqual({
      pages: before.body.pages + 2,
      motions: before.body.motions + 3,
      votes: before.body.votes + 6,
    });
  });

  it("stays equal to a full recount through votes cast, switched and withdrawn over the API", async () => {
    const page = await insertPage();
    const [motion] = await insertMotions(page.id, [{ up: 2 }]);
    const voters = await Promise.all([signedInMember(), signedInMember(), signedInMember()]);
    const json = { ideaId: motion!.id };
    await Promise.all(voters.map(({ auth }) => api(auth).idea.vote.$post({ json })));
    await api(voters[0]!.auth).idea.downvote.$post({ json }); // switch
    await api(voters[1]!.auth).idea.vote.$post({ json }); // withdraw

    const recount = await directory(env).prepare(
      `select (select count(*) from entities) as pages, (select count(*) from motions) as motions,
              (select coalesce(sum(up_count + down_count), 0) from motions) as votes`,
    ).first();
    const { body } = await stats();
    expect(body).toEqual(recount);
    expect(await (await api().idea[":id"].$get({ param: { id: motion!.id } })).json()).toMatchObject({
      motion: { votes: { count: 3 }, downVotes: { count: 1 } },
    });
  });

  it("answers whole numbers, also on an empty database", async () => {
    const { body } = await stats();
    for (const value of Object.values(body)) expect(Number.isInteger(value) && value >= 0).toBe(true);
  });
});

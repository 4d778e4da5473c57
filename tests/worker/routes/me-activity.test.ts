import { describe, expect, it } from "vitest";
import { listMessages } from "../../../worker/contract/lists";
import { api, errorJson, okJson } from "../support/client";
import { castVote, insertMotion, insertPage, signedInMember } from "../support/factories";
import { adminSession } from "../support/staff";

// A member's own view: GET /api/me/motions (written), /api/me/votes (voted on) and /api/me/follows, private
// to the member and never cached.

type Auth = Record<string, string>;
const mine = (auth: Auth, query: { cursor?: string; limit?: string } = {}) => api(auth).me.motions.$get({ query });
const voted = (auth: Auth, query: { cursor?: string; limit?: string } = {}) => api(auth).me.votes.$get({ query });

describe("GET /api/me/motions and /api/me/votes", () => {
  it("refuses anonymous callers and staff tokens", async () => {
    await errorJson(await mine({}), 401);
    await errorJson(await voted({}), 401);
    const admin = await adminSession();
    expect([401, 403]).toContain((await mine(admin.auth)).status);
  });

  it("lists the member's own motions, newest first, with status and latest response, by cursor", async () => {
    const page = await insertPage();
    const { member, auth } = await signedInMember();
    const other = await signedInMember();
    const t = Date.parse("2026-01-01T00:00:00Z");
    const written = await Promise.all(
      [0, 1, 2].map((i) => insertMotion(page.id, { authorId: member.id, createdAt: new Date(t + i * 60_000), status: i === 1 ? "accepted" : "open" })),
    );
    await insertMotion(page.id, { authorId: other.member.id });

    const first = await okJson(await mine(auth, { limit: "2" }));
    expect(first.motions.map((m) => m._id)).toEqual([written[2]!.id, written[1]!.id]);
    expect(first.motions[1]!.status).toBe("accepted");
    const second = await okJson(await mine(auth, { limit: "2", cursor: first.nextCursor! }));
    expect(second.motions.map((m) => m._id)).toEqual([written[0]!.id]);
    expect(second.nextCursor).toBeNull();
    const res = await mine(auth);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("lists the motions the member voted on, most recent vote first, each with the member's vote", async () => {
    const page = await insertPage();
    const { member, auth } = await signedInMember();
    const [a, b, c] = [await insertMotion(page.id), await insertMotion(page.id), await insertMotion(page.id)];
    await castVote(a.id, member.id, "up");
    await castVote(c.id, member.id, "down");
    const body = await okJson(await voted(auth));
    expect(body.motions.map((m) => [m._id, m.viewerVote])).toEqual([
      [c.id, "down"],
      [a.id, "up"],
    ]);
    expect(body.motions.map((m) => m._id)).not.toContain(b.id);
  });

  it("refuses a cursor from the other list", async () => {
    const page = await insertPage();
    const { member, auth } = await signedInMember();
    await Promise.all([0, 1].map(() => insertMotion(page.id, { authorId: member.id })));
    const first = await okJson(await mine(auth, { limit: "1" }));
    expect((await errorJson(await voted(auth, { cursor: first.nextCursor! }), 400)).message).toBe(listMessages.cursor);
  });
});

describe("GET /api/me/follows", () => {
  it("lists the pages the member follows by name", async () => {
    const { auth } = await signedInMember();
    const zeta = await insertPage({ name: `Zeta ${crypto.randomUUID().slice(0, 6)}` });
    const alpha = await insertPage({ name: `alpha ${crypto.randomUUID().slice(0, 6)}` });
    await insertPage();
    for (const p of [zeta, alpha]) await okJson(await api(auth).entity[":id"].follow.$post({ param: { id: p.id } }));
    const body = await okJson(await api(auth).me.follows.$get());
    expect(body.pages.map((p) => p._id)).toEqual([alpha.id, zeta.id]);
    expect(body.pages[0]).toMatchObject({ slug: alpha.slug, name: alpha.name, followedAt: expect.any(String) });
    await errorJson(await api().me.follows.$get(), 401);
  });
});

import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { pageMessages } from "../../../worker/contract/back-office";
import { api, call, errorJson, okJson, sendJson } from "../support/client";
import { uniqueTag } from "../support/factories";
import { addPage, adminSession, BIO, editorSession, imageFile, imageKeyOf, pageForm, postPage, storedKeys } from "../support/staff";
import { directory } from "../../../worker/db/placement";

// POST /api/entity/add: admins and editors add a motion page with its image (stored in R2 under a key the
// server makes) and a home-order rank (sort_rank, README.md decision 3).

describe("POST /api/entity/add", () => {
  it("stores the page: description from the bio, links in order without empties, rank 1, the image in R2", async () => {
    const { auth } = await editorSession();
    const name = `Harbour Trust ${uniqueTag()}`;
    const res = await postPage(
      auth,
      pageForm({
        name: `  ${name}  `,
        youtube: "https://youtu.be/dQw4w9WgXcQ",
        twitter: "https://x.com/harbour_trust",
        instagram: "",
        link1: "",
        link2: "https://example.org/report",
        link3: "https://example.org/minutes",
      }),
    );
    const { message, entity: page } = await okJson(res, 201);
    expect(message).toBe(pageMessages.added);
    expect(page).toMatchObject({
      name,
      slug: name.toLowerCase().replaceAll(" ", "-"),
      description: BIO,
      socialMediaLinks: [
        { name: "twitter", link: "https://x.com/harbour_trust" },
        { name: "youtube", link: "https://youtu.be/dQw4w9WgXcQ" },
      ],
      additionalLinks: ["https://example.org/report", "https://example.org/minutes"],
      sortRank: 1,
    });
    // A server-made key (never the uploaded name), the detected type as the stored Content-Type.
    const key = imageKeyOf(page);
    expect(key).toMatch(/^entities\/[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}\.png$/);
    const object = await env.IMAGES.get(key);
    expect(object?.httpMetadata?.contentType).toBe("image/png");
    await object?.arrayBuffer();

    // The public reads show it.
    const read = await okJson(await api().entity[":slug"].$get({ param: { slug: page.slug } }));
    expect(read.entity._id).toBe(page._id);
  });

  it("takes a rank from the form", async () => {
    const { auth } = await adminSession();
    expect((await addPage(auth, { sortRank: "3" })).sortRank).toBe(3);
  });

  it("answers 400 Image is required without an image, also for an empty file part, and stores nothing", async () => {
    const { auth } = await adminSession();
    const before = await storedKeys();
    for (const image of [null, new File([], "", { type: "application/octet-stream" })]) {
      const res = await postPage(auth, pageForm({}, image));
      expect(await errorJson(res, 400)).toEqual({ message: pageMessages.imageRequired });
    }
    expect(await storedKeys()).toEqual(before);
  });

  it("answers 415 for a body that is not multipart", async () => {
    const { auth } = await adminSession();
    // Other media types than the route's: raw requests, as the typed client only sends multipart here.
    const json = await sendJson("POST", "/entity/add", { name: "Page", bio: BIO }, auth);
    expect(json.status).toBe(415);
    expect(await json.json()).toEqual({ message: pageMessages.multipartRequired });
    const urlencoded = await call("/api/entity/add", { method: "POST", headers: auth, body: new URLSearchParams({ name: "Page" }) });
    expect(urlencoded.status).toBe(415);
  });
});

describe("slugs", () => {
  it("gives two pages of the same name distinct slugs: name, name-2, name-3", async () => {
    const { auth } = await adminSession();
    const name = `Twin Page ${uniqueTag()}`;
    const slugs = [];
    for (let i = 0; i < 3; i++) slugs.push((await addPage(auth, { name })).slug);
    const base = name.toLowerCase().replaceAll(" ", "-");
    expect(slugs).toEqual([base, `${base}-2`, `${base}-3`]);
  });

  it("gives parallel adds of one name distinct slugs (the unique index is retried, not a 500)", async () => {
    const { auth } = await adminSession();
    const name = `Rush ${uniqueTag()}`;
    const pages = await Promise.all(Array.from({ length: 4 }, () => addPage(auth, { name })));
    expect(new Set(pages.map((p) => p.slug)).size).toBe(4);
  });

  it.each([
    ["Admin", "admin-page"],
    ["API", "api-page"],
    ["Pages", "pages-page"],
    ["Privacy Policy", "privacy-policy-page"],
  ])("never uses a route name: %s → %s", async (name, slug) => {
    const { auth } = await adminSession();
    const page = await addPage(auth, { name });
    expect(page.slug.startsWith(slug)).toBe(true);
    // …and the page is reachable under it, not shadowed by the route.
    expect((await api().entity[":slug"].$get({ param: { slug: page.slug } })).status).toBe(200);
  });

  it("transliterates: accents dropped, & spelled out, other signs become dashes", async () => {
    const { auth } = await adminSession();
    const tag = uniqueTag();
    expect((await addPage(auth, { name: `Café & Bär — Ñandú ${tag}!` })).slug).toBe(`cafe-and-bar-nandu-${tag}`);
  });
});

describe("when the database write fails", () => {
  it("leaves nothing behind in R2", async () => {
    const { auth } = await adminSession();
    const doomed = `Doomed ${uniqueTag()}`;
    // A real failure inside D1 for this one name only.
    await directory(env).prepare(
      `CREATE TRIGGER fail_${doomed.slice(7)} BEFORE INSERT ON entities WHEN NEW.name = '${doomed}' BEGIN SELECT RAISE(ABORT, 'forced'); END`,
    ).run();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const before = await storedKeys();
    const res = await postPage(auth, pageForm({ name: doomed }, imageFile()));
    expect(res.status).toBe(500);
    expect(await storedKeys()).toEqual(before);
    expect(logged.mock.calls.some(([line]) => String(line).includes("Failed query: insert into"))).toBe(true); // for operators
    logged.mockRestore();
  });
});

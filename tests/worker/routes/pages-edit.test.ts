import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { pageMessages } from "../../../worker/contract/back-office";
import { commonMessages } from "../../../worker/contract/messages";
import { api, client, errorJson, okJson, sendJson } from "../support/client";
import { uniqueTag } from "../support/factories";
import { addPage, adminSession, BIO, editorSession, imageFile, imageKeyOf, JPEG_BYTES, pageForm, putPage, storedKeys, SVG_BYTES } from "../support/staff";
import { directory } from "../../../worker/db/placement";

// PUT /api/entity/edit/:id: admins and editors edit a page with the same form as add, the image optional.

const exists = async (key: string) => (await env.IMAGES.head(key)) !== null;
const readPage = async (id: string) => okJson(await api().entity.admin[":id"].$get({ param: { id } }));

describe("PUT /api/entity/edit/:id", () => {
  it("saves every field, keeps the slug and the image, and drops cleared links", async () => {
    const { auth } = await editorSession();
    const page = await addPage(auth, { twitter: "https://x.com/before", link1: "https://example.org/a", sortRank: "4" });
    const bio = `${BIO} Edited.`;
    const name = `Renamed ${uniqueTag()}`;
    const res = await putPage(
      auth,
      page._id,
      pageForm({ name, bio, twitter: "", tiktok: "https://www.tiktok.com/@renamed", link1: "", link3: "https://example.org/c" }, null),
    );
    const { message, entity: saved } = await okJson(res);
    expect(message).toBe(pageMessages.updated);
    expect(saved).toMatchObject({
      _id: page._id,
      slug: page.slug, // stable: shared links keep working after a rename
      name,
      description: bio,
      socialMediaLinks: [{ name: "tiktok", link: "https://www.tiktok.com/@renamed" }],
      additionalLinks: ["https://example.org/c"],
      sortRank: 4, // not sent: kept
      image: page.image,
    });
    expect(await exists(imageKeyOf(page))).toBe(true);
    expect((await readPage(page._id)).name).toBe(name);
  });

  it("changes the rank when it is sent", async () => {
    const { auth } = await adminSession();
    const page = await addPage(auth);
    const res = await putPage(auth, page._id, pageForm({ sortRank: "7" }, null));
    expect((await okJson(res)).entity.sortRank).toBe(7);
  });

  it("replaces the image: a new key with the new type, the old object still served to open tabs", async () => {
    const { auth } = await adminSession();
    const page = await addPage(auth);
    const oldKey = imageKeyOf(page);
    const res = await putPage(auth, page._id, pageForm({}, imageFile(JPEG_BYTES, "new.png", "image/png")));
    const newKey = imageKeyOf((await okJson(res)).entity);
    expect(newKey).not.toBe(oldKey);
    expect(newKey).toMatch(/\.jpg$/);
    expect(await exists(newKey)).toBe(true);
    // Deleted later by plaza-image-cleanup (queue/image-cleanup-consumer.test.ts), not under a visitor's feet.
    expect(await exists(oldKey)).toBe(true);
    const served = await client().images[":key{.+}"].$get({ param: { key: newKey } });
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    await served.arrayBuffer();
  });

  it("refuses a bad image with 415 and changes nothing", async () => {
    const { auth } = await adminSession();
    const page = await addPage(auth);
    const before = await storedKeys();
    const res = await putPage(auth, page._id, pageForm({ name: "Changed" }, imageFile(SVG_BYTES, "a.png")));
    expect(await errorJson(res, 415)).toEqual({ message: pageMessages.imageType });
    expect(await storedKeys()).toEqual(before);
    expect((await readPage(page._id)).name).toBe(page.name);
  });

  it("validates like add: 400 with the form's message", async () => {
    const { auth } = await adminSession();
    const page = await addPage(auth);
    const res = await putPage(auth, page._id, pageForm({ bio: "too short" }, null));
    expect((await errorJson(res, 400)).message).toBe(pageMessages.bioTooShort);
  });

  it("answers 404 for an unknown page, leaving no new image behind", async () => {
    const { auth } = await adminSession();
    const before = await storedKeys();
    const res = await putPage(auth, "no-such-page", pageForm());
    expect(await errorJson(res, 404)).toEqual({ message: commonMessages.pageNotFound });
    expect(await storedKeys()).toEqual(before);
  });

  it("answers 415 for a body that is not multipart", async () => {
    const { auth } = await adminSession();
    const page = await addPage(auth);
    // JSON where the route takes multipart: a raw request, as the typed client would send a form.
    const res = await sendJson("PUT", `/entity/edit/${page._id}`, { name: "x", bio: BIO }, auth);
    expect(res.status).toBe(415);
  });

  it("keeps the old image and removes the new one when the database write fails", async () => {
    const { auth } = await adminSession();
    const page = await addPage(auth);
    const doomed = `Doomed ${uniqueTag()}`;
    await directory(env).prepare(
      `CREATE TRIGGER fail_${doomed.slice(7)} BEFORE UPDATE ON entities WHEN NEW.name = '${doomed}' BEGIN SELECT RAISE(ABORT, 'forced'); END`,
    ).run();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const before = await storedKeys();
    const res = await putPage(auth, page._id, pageForm({ name: doomed }, imageFile(JPEG_BYTES)));
    logged.mockRestore();
    expect(res.status).toBe(500);
    expect(await storedKeys()).toEqual(before);
    expect(await exists(imageKeyOf(page))).toBe(true);
    expect((await readPage(page._id)).image).toEqual(page.image);
  });
});

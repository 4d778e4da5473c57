import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { pageMessages } from "../../../worker/contract/back-office";
import { api, errorJson, okJson } from "../support/client";
import { recordingQueue } from "../support/queue";
import { addPage, editorSession, imageFile, imageKeyOf, JPEG_BYTES, pageForm, storedKeys } from "../support/staff";

// Parallel edits of one page (PUT /api/entity/edit/:id), each with a new image: never a 500, one consistent
// page, and no stored image that neither the page names nor the cleanup queue will delete. An edit that
// names the version it was based on gets 409 once another edit landed first.

const edit = (auth: Record<string, string>, id: string, fields: Parameters<typeof pageForm>[0], bindings: Env) =>
  api(auth, bindings).entity.edit[":id"].$put({ param: { id }, form: pageForm(fields, imageFile(JPEG_BYTES, "new.jpg", "image/jpeg")) });

describe("parallel page edits", () => {
  it("answers 20 parallel edits without a version with 200 each, last write wins, nothing orphaned", async () => {
    const { auth } = await editorSession();
    const page = await addPage(auth);
    const before = new Set(await storedKeys());
    const { queue, sent } = recordingQueue(env.IMAGE_CLEANUP_QUEUE);
    const bindings = { ...env, IMAGE_CLEANUP_QUEUE: queue };
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => edit(auth, page._id, { name: `Edit ${i}` }, bindings)));
    expect(answers.map((a): number => a.status)).toEqual(Array(20).fill(200));

    const final = await okJson(await api().entity.admin[":id"].$get({ param: { id: page._id } }));
    expect(final.version).toBe(page.version + 20);
    const retired = new Set(sent.map((s) => (s.body as { imageKey: string }).imageKey));
    const added = (await storedKeys()).filter((k) => !before.has(k));
    for (const key of added) expect(key === imageKeyOf(final) || retired.has(key), key).toBe(true);
    expect(retired.has(imageKeyOf(page))).toBe(true); // the original, replaced once, waits for deletion
    expect(retired.size).toBe(20); // each edit retired exactly the image it replaced
  });

  it("lets one of 10 edits based on the same version win; the others get 409 and leave no image behind", async () => {
    const { auth } = await editorSession();
    const page = await addPage(auth);
    const before = new Set(await storedKeys());
    const { queue } = recordingQueue(env.IMAGE_CLEANUP_QUEUE);
    const bindings = { ...env, IMAGE_CLEANUP_QUEUE: queue };
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => edit(auth, page._id, { name: `Edit ${i}`, version: String(page.version) }, bindings)));
    const statuses = answers.map((a): number => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    for (const res of answers.filter((a) => (a.status as number) === 409)) expect((await errorJson(res, 409)).message).toBe(pageMessages.stale);

    const final = await okJson(await api().entity.admin[":id"].$get({ param: { id: page._id } }));
    expect(final.version).toBe(page.version + 1);
    const added = (await storedKeys()).filter((k) => !before.has(k));
    expect(added).toEqual([imageKeyOf(final)]);
  });

  it("refuses an edit based on an older version after another one was saved", async () => {
    const { auth } = await editorSession();
    const page = await addPage(auth);
    await okJson(await edit(auth, page._id, { name: "First", version: String(page.version) }, env));
    expect((await errorJson(await edit(auth, page._id, { name: "Second", version: String(page.version) }, env), 409)).message).toBe(pageMessages.stale);
    expect((await okJson(await api().entity.admin[":id"].$get({ param: { id: page._id } }))).name).toBe("First");
  });
});

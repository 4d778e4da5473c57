import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { pageMessages } from "../../../worker/contract/back-office";
import { api, call, errorJson, okJson } from "../support/client";
import { MAX_IMAGE_BYTES } from "../../../worker/contract/limits";
import { pngDeclaring } from "../support/images";
import {
  addPage,
  adminSession,
  AVIF_BYTES,
  GIF_BYTES,
  imageFile,
  imageKeyOf,
  JPEG_BYTES,
  pageForm,
  PNG_BYTES,
  postPage,
  putPage,
  storedKeys,
  SVG_BYTES,
  WEBP_BYTES,
} from "../support/staff";
import { directory } from "../../../worker/db/placement";

// Page image uploads through POST /api/entity/add: at most 5 MB and 40 megapixels, the type read from the
// magic bytes (never the name or the declared type) and the size from the headers behind them, keys made by
// the server, and served with the stored type and nosniff.

const upload = async (file: File) => {
  const { auth } = await adminSession();
  return postPage(auth, pageForm({}, file));
};

/** An upload that must be refused: its status and message, and nothing new in R2. */
const expectRefused = async (file: File, status: number, message: string) => {
  const before = await storedKeys();
  const res = await upload(file);
  expect(await errorJson(res, status)).toEqual({ message });
  expect(await storedKeys()).toEqual(before);
};

/** `size` bytes that start with a PNG signature. */
const pngOfSize = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_BYTES);
  return bytes;
};

describe("accepted images", () => {
  it.each([
    ["JPEG", JPEG_BYTES, "jpg", "image/jpeg"],
    ["PNG", PNG_BYTES, "png", "image/png"],
    ["GIF", GIF_BYTES, "gif", "image/gif"],
    ["WebP", WEBP_BYTES, "webp", "image/webp"],
    ["AVIF", AVIF_BYTES, "avif", "image/avif"],
  ])("stores %s by its bytes, whatever the name and declared type say", async (_, bytes, ext, mime) => {
    const { entity: page } = await okJson(await upload(imageFile(bytes, "../../etc/passwd.svg", "image/svg+xml")), 201);
    const key = imageKeyOf(page);
    expect(key).toMatch(new RegExp(`^entities/[0-9a-f-]{36}\\.${ext}$`));
    const object = await env.IMAGES.get(key);
    expect(object?.httpMetadata?.contentType).toBe(mime);
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(bytes);
  });

  it("accepts an image of exactly 5 MB", async () => {
    expect((await upload(imageFile(pngOfSize(MAX_IMAGE_BYTES)))).status).toBe(201);
  });
});

describe("refused uploads", () => {
  it("refuses SVG with 415, also when it is named .png and declared image/png", async () => {
    await expectRefused(imageFile(SVG_BYTES, "logo.svg", "image/svg+xml"), 415, pageMessages.imageType);
    await expectRefused(imageFile(SVG_BYTES, "logo.png", "image/png"), 415, pageMessages.imageType);
  });

  it("refuses a text file renamed .png with 415", async () => {
    const text = new TextEncoder().encode("I am not a picture, whatever my name says.");
    await expectRefused(imageFile(text, "photo.png", "image/png"), 415, pageMessages.imageType);
  });

  it("refuses an image one byte over 5 MB with 413", async () => {
    await expectRefused(imageFile(pngOfSize(MAX_IMAGE_BYTES + 1)), 413, pageMessages.imageTooLarge);
  });

  it("refuses a 6 MB upload with 413 before reading it (the body limit)", async () => {
    await expectRefused(imageFile(pngOfSize(6 * 1024 * 1024)), 413, pageMessages.imageTooLarge);
  });

  it("refuses a 6-byte JPEG with 415: magic bytes with no image behind them", async () => {
    const stub = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]);
    await expectRefused(imageFile(stub, "photo.jpg", "image/jpeg"), 415, pageMessages.imageUnreadable);
  });
});

describe("a tiny PNG declaring 50,000 × 50,000 px", () => {
  const bomb = () => imageFile(pngDeclaring(50_000, 50_000), "small.png");
  it("is refused by add with 422 and the pixel limit, and nothing is stored", async () => {
    const before = await storedKeys();
    const { auth } = await adminSession();
    const form = pageForm({}, bomb());
    expect(await errorJson(await postPage(auth, form), 422)).toEqual({ message: pageMessages.imageTooManyPixels });
    expect(await storedKeys()).toEqual(before);
    const row = await directory(env).prepare("SELECT id FROM entities WHERE name = ?").bind(form.name).first();
    expect(row).toBeNull();
  });

  it("is refused by edit with 422, and the page keeps its image", async () => {
    const { auth } = await adminSession();
    const page = await addPage(auth);
    const before = await storedKeys();
    const res = await putPage(auth, page._id, pageForm({ name: "Changed" }, bomb()));
    expect(await errorJson(res, 422)).toEqual({ message: pageMessages.imageTooManyPixels });
    expect(await storedKeys()).toEqual(before);
    const stored = await okJson(await api().entity.admin[":id"].$get({ param: { id: page._id } }));
    expect([stored.name, imageKeyOf(stored)]).toEqual([page.name, imageKeyOf(page)]);
  });
});

describe("a polyglot (PNG signature, then a script)", () => {
  it("is stored as a PNG only and served as image/png with nosniff", async () => {
    const script = new TextEncoder().encode("<html><script>alert(document.cookie)</script></html>");
    const polyglot = new Uint8Array([...PNG_BYTES, ...script]);
    const { entity: page } = await okJson(await upload(imageFile(polyglot, "evil.html", "text/html")), 201);
    expect(imageKeyOf(page)).toMatch(/\.png$/);

    const served = await call(new URL(page.image.url).pathname); // raw: the image URL as answered, as a browser follows it
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(polyglot);
  });
});

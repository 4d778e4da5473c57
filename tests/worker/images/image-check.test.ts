import { describe, expect, it } from "vitest";
import { pageMessages } from "../../../worker/contract/back-office";
import { MAX_IMAGE_PIXELS } from "../../../worker/contract/limits";
import { checkImage, detectImageType } from "../../../worker/images/image-check";
import { AVIF_BYTES, GIF_BYTES, JPEG_BYTES, PNG_BYTES, pngDeclaring, SVG_BYTES, WEBP_BYTES } from "../support/images";

// Upload types come from the first bytes only: a name or a declared type costs nothing to fake. The size in
// pixels comes from the headers behind them (image-dimensions.test.ts reads every format).

const ascii = (text: string) => new TextEncoder().encode(text);

describe("detectImageType", () => {
  it.each([
    ["JPEG", JPEG_BYTES, { mime: "image/jpeg", ext: "jpg" }],
    ["PNG", PNG_BYTES, { mime: "image/png", ext: "png" }],
    ["GIF89a", GIF_BYTES, { mime: "image/gif", ext: "gif" }],
    ["GIF87a", ascii("GIF87a\x01\x00"), { mime: "image/gif", ext: "gif" }],
    ["WebP", WEBP_BYTES, { mime: "image/webp", ext: "webp" }],
    ["AVIF", AVIF_BYTES, { mime: "image/avif", ext: "avif" }],
    ["AVIF sequence", Uint8Array.from([0, 0, 0, 0x18, ...ascii("ftypavis")]), { mime: "image/avif", ext: "avif" }],
  ])("recognises %s", (_, bytes, type) => {
    expect(detectImageType(bytes)).toEqual(type);
  });

  it.each([
    ["SVG", SVG_BYTES],
    ["SVG with an XML prolog", ascii('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>')],
    ["plain text", ascii("just some text pretending to be a .png")],
    ["HTML", ascii("<!doctype html><script>alert(1)</script>")],
    ["PDF", ascii("%PDF-1.7\n")],
    ["an empty file", new Uint8Array()],
    ["a truncated PNG signature", PNG_BYTES.slice(0, 7)],
    ["a RIFF that is not WebP (WAV)", ascii("RIFF\x24\x00\x00\x00WAVEfmt ")],
    ["an ISO-BMFF that is not AVIF (MP4)", Uint8Array.from([0, 0, 0, 0x18, ...ascii("ftypisom")])],
    ["HEIC", Uint8Array.from([0, 0, 0, 0x18, ...ascii("ftypheic")])],
    ["a GIF-like prefix", ascii("GIF88a")],
  ])("refuses %s", (_, bytes) => {
    expect(detectImageType(bytes)).toBeNull();
  });

  it("reads only the start: a polyglot with image magic bytes is that image type", () => {
    const polyglot = new Uint8Array([...PNG_BYTES, ...ascii("<script>alert(1)</script>")]);
    expect(detectImageType(polyglot)).toEqual({ mime: "image/png", ext: "png" });
  });
});

describe("checkImage", () => {
  const check = (bytes: Uint8Array) => checkImage(new File([bytes], "photo.png", { type: "image/png" }));
  const refusal = (status: number, message: string) => expect.objectContaining({ status, message });

  it.each([
    ["JPEG", JPEG_BYTES, "image/jpeg"],
    ["PNG", PNG_BYTES, "image/png"],
    ["GIF", GIF_BYTES, "image/gif"],
    ["WebP", WEBP_BYTES, "image/webp"],
    ["AVIF", AVIF_BYTES, "image/avif"],
  ])("accepts a real %s", async (_, bytes, mime) => {
    expect(await check(bytes)).toEqual({ bytes, type: expect.objectContaining({ mime }) });
  });

  it("refuses a 70-byte PNG declaring 50,000 × 50,000 px with 422 and the limit", async () => {
    const bomb = pngDeclaring(50_000, 50_000);
    expect(bomb.length).toBe(70);
    await expect(check(bomb)).rejects.toEqual(refusal(422, pageMessages.imageTooManyPixels));
  });

  it("accepts exactly the pixel limit and refuses one row more", async () => {
    expect(8000 * 5000).toBe(MAX_IMAGE_PIXELS);
    await expect(check(pngDeclaring(8000, 5000))).resolves.toBeDefined();
    await expect(check(pngDeclaring(8000, 5001))).rejects.toEqual(refusal(422, pageMessages.imageTooManyPixels));
    await expect(check(pngDeclaring(MAX_IMAGE_PIXELS + 1, 1))).rejects.toEqual(refusal(422, pageMessages.imageTooManyPixels));
  });

  it("names the limit in its message", () => {
    expect(pageMessages.imageTooManyPixels).toContain(`${MAX_IMAGE_PIXELS / 1_000_000} megapixels`);
  });

  it.each([
    ["a 6-byte JPEG", Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10])],
    ["a PNG cut after its signature", PNG_BYTES.slice(0, 12)],
    ["a PNG 0 px high", pngDeclaring(1, 0)],
    ["a GIF header alone", ascii("GIF89a")],
  ])("refuses %s with 415: its headers do not parse", async (_, bytes) => {
    await expect(check(bytes)).rejects.toEqual(refusal(415, pageMessages.imageUnreadable));
  });

  it("still refuses what is no image type with 415 and the type message", async () => {
    await expect(check(SVG_BYTES)).rejects.toEqual(refusal(415, pageMessages.imageType));
  });
});

import { describe, expect, it } from "vitest";
import { detectImageType } from "../../../worker/pages/image-check";
import { AVIF_BYTES, GIF_BYTES, JPEG_BYTES, PNG_BYTES, SVG_BYTES, WEBP_BYTES } from "../support/staff";

// Upload types come from the first bytes only: a name or a declared type costs nothing to fake.

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

import { describe, expect, it } from "vitest";
import type { ImageType } from "../../../worker/contract/limits";
import { readDimensions } from "../../../worker/images/image-dimensions";
import {
  AVIF_BYTES,
  GIF_BYTES,
  JPEG_BYTES,
  JPEG_PROGRESSIVE,
  PNG_3X2,
  PNG_BYTES,
  pngDeclaring,
  WEBP_BYTES,
  WEBP_EXTENDED,
  WEBP_LOSSLESS,
} from "../support/images";

// The real size of an upload comes from its format's own headers, walked in bounds: what does not parse is
// null (refused upstream), and a crafted header can neither hide its size nor crash the reader.

type Mime = ImageType["mime"];
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));
const be32 = (n: number) => [n >>> 24, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const box = (type: string, ...content: number[][]) => [...be32(8 + content.flat().length), ...ascii(type), ...content.flat()];
const fullBox = (type: string, ...content: number[][]) => box(type, [0, 0, 0, 0], ...content);
const ispe = (width: number, height: number) => fullBox("ispe", be32(width), be32(height));
/** An AVIF whose ipco holds these properties (enough structure for the reader: ftyp, meta, iprp, ipco). */
const avifWith = (...properties: number[][]) =>
  Uint8Array.from([...box("ftyp", ascii("avif"), be32(0), ascii("mif1")), ...fullBox("meta", box("iprp", box("ipco", ...properties)))]);
/** `bytes` with `patch` written at `at`. */
const patched = (bytes: Uint8Array, at: number, patch: number[]) => {
  const copy = bytes.slice();
  copy.set(patch, at);
  return copy;
};

const REAL: [string, Uint8Array, Mime][] = [
  ["baseline JPEG", JPEG_BYTES, "image/jpeg"],
  ["progressive JPEG", JPEG_PROGRESSIVE, "image/jpeg"],
  ["PNG", PNG_3X2, "image/png"],
  ["GIF", GIF_BYTES, "image/gif"],
  ["lossy WebP", WEBP_BYTES, "image/webp"],
  ["lossless WebP", WEBP_LOSSLESS, "image/webp"],
  ["extended WebP (VP8X, alpha)", WEBP_EXTENDED, "image/webp"],
  ["AVIF", AVIF_BYTES, "image/avif"],
];

describe("readDimensions", () => {
  it.each(REAL)("reads a real %s as 3 × 2", (_, bytes, mime) => {
    expect(readDimensions(bytes, mime)).toEqual({ width: 3, height: 2 });
  });

  it("reads the factories' PNG as 1 × 1, and what a crafted IHDR declares", () => {
    expect(readDimensions(PNG_BYTES, "image/png")).toEqual({ width: 1, height: 1 });
    expect(readDimensions(pngDeclaring(50_000, 50_000), "image/png")).toEqual({ width: 50_000, height: 50_000 });
  });

  it.each(REAL)("never misreads or throws on a %s cut short: short of its pixel data it is null", (_, bytes, mime) => {
    for (let length = 0; length < bytes.length; length++) {
      const read = readDimensions(bytes.slice(0, length), mime);
      if (read) expect(read).toEqual({ width: 3, height: 2 });
    }
    expect(readDimensions(bytes.slice(0, 24), mime)).toBeNull();
  });

  it.each([
    ["a 6-byte JPEG", Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), "image/jpeg"],
    ["a JPEG whose headers stop at JFIF", Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, ...ascii("JFIF\0"), 1, 1]), "image/jpeg"],
    ["a JPEG with no frame header before its scan", Uint8Array.from([0xff, 0xd8, 0xff, 0xda, 0, 2, 0xff, 0xd9]), "image/jpeg"],
    ["a JPEG of height 0", patched(JPEG_BYTES, 145, [0, 0]), "image/jpeg"],
    ["a PNG 0 px wide", pngDeclaring(0, 10), "image/png"],
    ["a PNG wider than PNG allows", pngDeclaring(2 ** 31, 1), "image/png"],
    ["a PNG whose first chunk is not IHDR", patched(PNG_BYTES, 12, ascii("IDAT")), "image/png"],
    ["a PNG with no IDAT before IEND", Uint8Array.from([...PNG_BYTES.slice(0, 33), ...PNG_BYTES.slice(-12)]), "image/png"],
    ["a GIF header alone", Uint8Array.from(ascii("GIF89a\x01\x00\x01\x00\x00\x00\x00;")), "image/gif"],
    ["a WebP header alone", Uint8Array.from([...ascii("RIFF"), 0x1a, 0, 0, 0, ...ascii("WEBPVP8L"), 0x0d, 0, 0, 0]), "image/webp"],
    ["a lossy WebP without its start code", patched(WEBP_BYTES, 23, [0, 0, 0]), "image/webp"],
    ["an extended WebP whose image is not its canvas size", patched(WEBP_EXTENDED, 24, [9]), "image/webp"],
    ["an extended WebP with no image", WEBP_EXTENDED.slice(0, 30), "image/webp"],
    ["an AVIF header alone", Uint8Array.from([0, 0, 0, 0x1c, ...ascii("ftypavif"), 0, 0, 0, 0, ...ascii("avifmif1miaf")]), "image/avif"],
    ["an AVIF with no ispe", avifWith(box("pixi", [0, 0, 0, 0, 1, 8])), "image/avif"],
    ["an AVIF 0 px high", avifWith(ispe(10, 0)), "image/avif"],
    ["an AVIF whose box overruns its parent", patched(AVIF_BYTES, 188 - 4, be32(0xffff)), "image/avif"],
  ] as [string, Uint8Array, Mime][])("refuses %s", (_, bytes, mime) => {
    expect(readDimensions(bytes, mime)).toBeNull();
  });

  it("walks JPEG segments by length: an EXIF thumbnail's frame header is not the photo's", () => {
    const thumbnailFrame = [0xff, 0xc0, 0, 0x11, 8, 0xc3, 0x50, 0xc3, 0x50, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
    const app1 = [0xff, 0xe1, 0, 2 + 6 + thumbnailFrame.length, ...ascii("Exif\0\0"), ...thumbnailFrame];
    const jpeg = Uint8Array.from([...JPEG_BYTES.slice(0, 2), ...app1, ...JPEG_BYTES.slice(2)]);
    expect(readDimensions(jpeg, "image/jpeg")).toEqual({ width: 3, height: 2 });
  });

  it("counts a GIF's first frame where it overflows the logical screen", () => {
    const gif = patched(GIF_BYTES, 28, [10, 0, 0, 0, 5000 & 0xff, 5000 >> 8, 2, 0]); // left 10, width 5000
    expect(readDimensions(gif, "image/gif")).toEqual({ width: 5010, height: 2 });
  });

  it("takes an AVIF's largest ispe, uncropped by a clap box", () => {
    const clap = box("clap", be32(1), be32(49_999), be32(1), be32(1), be32(0), be32(1), be32(0), be32(1));
    expect(readDimensions(avifWith(ispe(160, 90), ispe(50_000, 50_000), clap), "image/avif")).toEqual({
      width: 50_000,
      height: 50_000,
    });
  });

  it("walks 5 MB of JPEG fill bytes to the end and refuses them", () => {
    const jpeg = new Uint8Array(5 * 1024 * 1024).fill(0xff); // no marker ever comes, so no size either
    jpeg.set([0xff, 0xd8], 0);
    expect(readDimensions(jpeg, "image/jpeg")).toBeNull();
  });
});

import type { ImageType } from "../contract/limits";

// The real size of an upload, read from the format's own structure up to where its pixel data starts, so a
// file whose headers are cut short, contradict themselves or declare no pixels is refused, and a few hundred
// bytes declaring 50,000 × 50,000 px are measured as such before any browser tries to decode them.
//
// Written here rather than taken from the image-size package (v2 runs in workerd): its AVIF reader subtracts a
// `clap` box field from the width, so a crafted 50,000 × 50,000 file measures 1 × 50,000 and would slip under
// the pixel limit; it does not know the `avis` brand; its JPEG walk knows only SOF0–2 and copies per junk byte
// (about 0.3 s of CPU for a crafted 5 MB file). Reads past the end throw RangeError, which means "does not parse".

export type Dimensions = { width: number; height: number };
type Reader = (view: DataView) => Dimensions | null;

const fourCC = (view: DataView, at: number) =>
  String.fromCharCode(view.getUint8(at), view.getUint8(at + 1), view.getUint8(at + 2), view.getUint8(at + 3));
const uint24le = (view: DataView, at: number) => view.getUint16(at, true) + view.getUint8(at + 2) * 0x10000;
const sized = (width: number, height: number): Dimensions | null => (width > 0 && height > 0 ? { width, height } : null);

// PNG: IHDR first, then chunks up to the first IDAT. CRCs are not checked: a wrong one makes a decoder
// refuse the file, which costs nothing.
const png: Reader = (view) => {
  if (view.getUint32(8) !== 13 || fourCC(view, 12) !== "IHDR") return null;
  const [width, height] = [view.getUint32(16), view.getUint32(20)];
  if (width > 0x7fffffff || height > 0x7fffffff) return null;
  for (let at = 8; ; ) {
    const length = view.getUint32(at); // then the type, the data and the CRC
    if (length > 0x7fffffff || at + 12 + length > view.byteLength) return null;
    const type = fourCC(view, at + 4);
    if (type === "IDAT") return sized(width, height);
    if (type === "IEND") return null;
    at += 12 + length;
  }
};

// JPEG: segments from SOI to the first scan (SOS), skipped by their lengths (so the markers of an EXIF
// thumbnail are never taken for the photo's), the size from the frame header, whichever SOFn it is.
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
const jpeg: Reader = (view) => {
  let frame: Dimensions | null = null;
  for (let at = 2; ; ) {
    if (view.getUint8(at) !== 0xff) return null;
    const marker = view.getUint8(at + 1);
    if (marker === 0xff) at += 1; // fill byte before a marker
    else if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) at += 2; // TEM, RSTn: no length
    else if (marker === 0xd8 || marker === 0xd9) return null; // another SOI, or EOI before any scan
    else {
      const length = view.getUint16(at + 2);
      if (length < 2 || at + 2 + length > view.byteLength) return null;
      if (marker === 0xda) return frame;
      if (SOF.has(marker)) {
        // Lf = 8 + 3 × components, as decoders insist; a height of 0 (defined later by DNL) is not supported.
        const components = view.getUint8(at + 9);
        if (frame || components === 0 || length !== 8 + 3 * components) return null;
        frame = sized(view.getUint16(at + 7), view.getUint16(at + 5));
        if (!frame) return null;
      }
      at += 2 + length;
    }
  }
};

// GIF: the logical screen, then blocks up to the first image descriptor. Some decoders grow the screen to
// hold a first frame that overflows it, so that frame's extent counts too.
const gif: Reader = (view) => {
  const flags = view.getUint8(10);
  let at = 13 + (flags & 0x80 ? 3 << ((flags & 7) + 1) : 0); // past the global colour table
  for (;;) {
    const block = view.getUint8(at);
    if (block === 0x2c) {
      view.getUint8(at + 9); // the descriptor is whole
      const right = view.getUint16(at + 1, true) + view.getUint16(at + 5, true);
      const bottom = view.getUint16(at + 3, true) + view.getUint16(at + 7, true);
      return sized(Math.max(view.getUint16(6, true), right), Math.max(view.getUint16(8, true), bottom));
    }
    if (block !== 0x21) return null; // the trailer, or anything else, before any image
    at += 2; // introducer and label, then data sub-blocks up to an empty one
    for (let size = view.getUint8(at); size > 0; size = view.getUint8(at)) at += 1 + size;
    at += 1;
  }
};

// WebP: a simple file is one VP8 (lossy) or VP8L (lossless) chunk; an extended one starts with VP8X, whose
// canvas is the size, and must hold a still image of that size or animation frames.
const vp8 = (view: DataView, data: number, size: number) =>
  size >= 10 && !(view.getUint8(data) & 1) && view.getUint16(data + 3) === 0x9d01 && view.getUint8(data + 5) === 0x2a // key frame, start code
    ? sized(view.getUint16(data + 6, true) & 0x3fff, view.getUint16(data + 8, true) & 0x3fff)
    : null;
const vp8l = (view: DataView, data: number, size: number) => {
  if (size < 5 || view.getUint8(data) !== 0x2f) return null;
  const bits = view.getUint32(data + 1, true);
  return bits >>> 29 === 0 ? sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1) : null; // version 0 only
};
const webp: Reader = (view) => {
  let canvas: Dimensions | null = null;
  for (let at = 12; ; ) {
    const [type, size, data] = [fourCC(view, at), view.getUint32(at + 4, true), at + 8];
    if (data + size > view.byteLength) return null;
    if (type === "VP8 " || type === "VP8L") {
      const image = (type === "VP8 " ? vp8 : vp8l)(view, data, size);
      if (!canvas || !image) return image;
      return image.width === canvas.width && image.height === canvas.height ? canvas : null;
    }
    if (type === "VP8X" && at === 12 && size >= 10) canvas = sized(uint24le(view, data + 4) + 1, uint24le(view, data + 7) + 1);
    else if (type === "ANMF" && canvas) return canvas;
    else if (!canvas) return null; // a simple file starts with its image
    at = data + size + (size & 1); // chunks are padded to an even length
  }
};

// AVIF (ISO-BMFF): meta → iprp → ipco holds an ispe (coded width and height) per item. The largest is the
// image (a grid's canvas, never one of its tiles or a thumbnail), uncropped: a decoder allocates the coded size
// before any `clap` crop. A sequence (avis) is read the same way: its writers also list the avif brand and
// store the first frame as the primary item; one without a meta box is refused.
type Box = { type: string; start: number; end: number };
function* boxes(view: DataView, from: number, to: number): Generator<Box> {
  for (let at = from; at < to; ) {
    let [size, header] = [view.getUint32(at), 8];
    if (size === 1) [size, header] = [Number(view.getBigUint64(at + 8)), 16];
    else if (size === 0) size = to - at; // to the end of the parent
    if (size < header || at + size > to) throw new RangeError("a box overruns its parent");
    yield { type: fourCC(view, at + 4), start: at + header, end: at + size };
    at += size;
  }
}
const child = (view: DataView, parent: Box | undefined, type: string, skip = 0) => {
  if (!parent) return undefined;
  for (const box of boxes(view, parent.start + skip, parent.end)) if (box.type === type) return box;
  return undefined;
};
const avif: Reader = (view) => {
  const meta = child(view, { type: "", start: 0, end: view.byteLength }, "meta");
  const ipco = child(view, child(view, meta, "iprp", 4), "ipco"); // meta is a full box: version and flags first
  let largest: Dimensions | null = null;
  for (const box of ipco ? boxes(view, ipco.start, ipco.end) : []) {
    if (box.type !== "ispe") continue;
    if (box.end - box.start < 12) return null;
    const [width, height] = [view.getUint32(box.start + 4), view.getUint32(box.start + 8)];
    if (!largest || width * height > largest.width * largest.height) largest = { width, height };
  }
  return largest && sized(largest.width, largest.height);
};

const READERS: Record<ImageType["mime"], Reader> = {
  "image/jpeg": jpeg,
  "image/png": png,
  "image/gif": gif,
  "image/webp": webp,
  "image/avif": avif,
};

/** The width and height of an image whose type its magic bytes gave, or null when its headers do not parse. */
export const readDimensions = (bytes: Uint8Array, mime: ImageType["mime"]): Dimensions | null => {
  try {
    return READERS[mime](new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch (err) {
    if (err instanceof RangeError) return null; // a read past the end: the file is cut short
    throw err;
  }
};

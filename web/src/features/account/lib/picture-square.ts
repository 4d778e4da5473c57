import { MAX_PICTURE_BYTES, PICTURE_UPLOAD_SIDE } from "@contract/account";

// The size math of a profile picture, kept apart from the canvas so it can be tested without a browser.
// The Worker accepts at most MAX_PICTURE_BYTES and 2,000 px a side; the screen sends a small square instead,
// so a 12-megapixel phone photo travels as a few dozen kilobytes and every avatar is already round-ready.

/** Where the centred square of a `width` × `height` picture starts and how large it is, and the side it is drawn at. */
export type SquareCrop = { sx: number; sy: number; source: number; side: number };

/**
 * The centred square (the longer side is trimmed equally at both ends) drawn at `target` px a side. A
 * picture smaller than that is never enlarged: blowing it up would add bytes, not detail.
 */
export function squareCrop(width: number, height: number, target = PICTURE_UPLOAD_SIDE): SquareCrop {
  const source = Math.max(1, Math.floor(Math.min(width, height)));
  return {
    sx: Math.floor((width - source) / 2),
    sy: Math.floor((height - source) / 2),
    source,
    side: Math.min(target, source),
  };
}

/**
 * The encodings tried in order: WebP (small, keeps detail), then JPEG, each at falling quality, until one
 * fits the Worker's limit. A 400 px square fits at the first try; the rest is for a browser without a
 * WebP encoder, whose canvas then answers PNG, which is skipped.
 */
export const ENCODINGS = [
  { type: "image/webp", quality: 0.9 },
  { type: "image/webp", quality: 0.7 },
  { type: "image/jpeg", quality: 0.9 },
  { type: "image/jpeg", quality: 0.75 },
  { type: "image/jpeg", quality: 0.6 },
] as const;
export type PictureType = (typeof ENCODINGS)[number]["type"];

/** The first encoding whose result is of the type asked for and at most `limit` bytes, or null if none is. */
export async function firstFitting(
  encode: (type: PictureType, quality: number) => Promise<Blob | null>,
  limit = MAX_PICTURE_BYTES,
): Promise<Blob | null> {
  for (const { type, quality } of ENCODINGS) {
    const blob = await encode(type, quality);
    if (blob && blob.type === type && blob.size <= limit) return blob;
  }
  return null;
}

/** The upload's file name: the server decides the type by the bytes, so this is only for people. */
export const pictureFileName = (type: string) => (type === "image/webp" ? "picture.webp" : "picture.jpg");

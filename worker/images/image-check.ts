import { IMAGE_TYPES, type ImageType, MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from "../contract/limits";
import { pageMessages } from "../contract/back-office";
import { httpError } from "../shared/errors";
import { readDimensions } from "./image-dimensions";

// Where an uploaded image is validated: by its size, its first bytes and its headers. The name and the type
// a client declares are never read, so a script renamed .png or an SVG (text, able to carry script) is
// refused; the real width and height come from the format's own headers, so a file that does not parse or
// declares more pixels than MAX_IMAGE_PIXELS is refused too. The accepted types and the limits are wire facts
// the web form shares (contract/limits.ts).

/** What the bytes are: the MIME type stored with the object and the extension its key gets. */
type DetectedType = Pick<ImageType, "mime" | "ext">;
export type CheckedImage = { bytes: Uint8Array; type: DetectedType };

const typeOf = (mime: ImageType["mime"]): DetectedType => {
  const { ext } = IMAGE_TYPES.find((t) => t.mime === mime)!;
  return { mime, ext };
};

const ascii = (bytes: Uint8Array, from: number, text: string) =>
  bytes.length >= from + text.length && [...text].every((ch, i) => bytes[from + i] === ch.charCodeAt(0));

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

const JPEG = [0xff, 0xd8, 0xff] as const;
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

/** The image type the bytes really are, or null for anything else (SVG, text, HTML, PDF, …). */
export const detectImageType = (bytes: Uint8Array): DetectedType | null => {
  if (startsWith(bytes, JPEG)) return typeOf("image/jpeg");
  if (startsWith(bytes, PNG)) return typeOf("image/png");
  if (ascii(bytes, 0, "GIF87a") || ascii(bytes, 0, "GIF89a")) return typeOf("image/gif");
  if (ascii(bytes, 0, "RIFF") && ascii(bytes, 8, "WEBP")) return typeOf("image/webp");
  // ISO-BMFF: a box size, then `ftyp` and the major brand (still image or image sequence).
  if (ascii(bytes, 4, "ftyp") && (ascii(bytes, 8, "avif") || ascii(bytes, 8, "avis"))) return typeOf("image/avif");
  return null;
};

/** The upload's bytes and real type, or 413 / 415 / 422 with the form's messages. */
export const checkImage = async (file: File): Promise<CheckedImage> => {
  if (file.size > MAX_IMAGE_BYTES) throw httpError(413, pageMessages.imageTooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength > MAX_IMAGE_BYTES) throw httpError(413, pageMessages.imageTooLarge);
  const type = detectImageType(bytes);
  if (!type) throw httpError(415, pageMessages.imageType);
  // Magic bytes that lead to no readable image: the upload is not the media type it claims to be.
  const size = readDimensions(bytes, type.mime);
  if (!size) throw httpError(415, pageMessages.imageUnreadable);
  // 422, not 413: the request is within every size limit and well formed; what is refused is the image it
  // describes, which would cost far more to decode than its bytes suggest.
  if (size.width * size.height > MAX_IMAGE_PIXELS) throw httpError(422, pageMessages.imageTooManyPixels);
  return { bytes, type };
};

// Upload types (DESIGN §7) are decided by the file's first bytes only: the name and the type a client
// declares are never read, so a script renamed .png or an SVG (text, able to carry script) is refused.

export type ImageType = { mime: string; ext: string };

const ascii = (bytes: Uint8Array, from: number, text: string) =>
  bytes.length >= from + text.length && [...text].every((ch, i) => bytes[from + i] === ch.charCodeAt(0));

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);

const JPEG = [0xff, 0xd8, 0xff] as const;
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

/** The image type the bytes really are, or null for anything else (SVG, text, HTML, PDF, …). */
export const detectImageType = (bytes: Uint8Array): ImageType | null => {
  if (startsWith(bytes, JPEG)) return { mime: "image/jpeg", ext: "jpg" };
  if (startsWith(bytes, PNG)) return { mime: "image/png", ext: "png" };
  if (ascii(bytes, 0, "GIF87a") || ascii(bytes, 0, "GIF89a")) return { mime: "image/gif", ext: "gif" };
  if (ascii(bytes, 0, "RIFF") && ascii(bytes, 8, "WEBP")) return { mime: "image/webp", ext: "webp" };
  // ISO-BMFF: a box size, then `ftyp` and the major brand (still image or image sequence).
  if (ascii(bytes, 4, "ftyp") && (ascii(bytes, 8, "avif") || ascii(bytes, 8, "avis"))) return { mime: "image/avif", ext: "avif" };
  return null;
};

import { PNG_BYTES } from "./factories";

// Real, minimal images of every accepted type, made once with sharp (libvips: mozjpeg, libpng, cgif, libwebp,
// libaom) as a 3 × 2 px rectangle, so a reader that swaps width and height is caught. The PNG of the
// factories (1 × 1) stays the default upload. Also: a PNG declaring any size, as a crafted upload would.

const base64 = (text: string) => Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));

export { PNG_BYTES };
export const PNG_3X2 = base64(
  "iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWM4oREFQQxwFgBQAAe9VEwUzAAAAABJRU5ErkJggg==",
);
/** Baseline (SOF0). */
export const JPEG_BYTES = base64(
  "/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAMDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAQb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCcAFI//9k=",
);
/** Progressive (SOF2). */
export const JPEG_PROGRESSIVE = base64(
  "/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wgARCAACAAMDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAVAQEBAAAAAAAAAAAAAAAAAAABBf/aAAwDAQACEAMQAAABmBS//8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABBQJ//8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAgBAwEBPwF//8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAgBAgEBPwF//8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQAGPwJ//8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPyF//9oADAMBAAIAAwAAABD7/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAgBAwEBPxB//8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAgBAgEBPxB//8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxB//9k=",
);
export const GIF_BYTES = base64("R0lGODlhAwACAIAAAExpccgoWiH5BAUAAAAALAAAAAADAAIAAAICjF8AOw==");
/** Lossy (a VP8 chunk). */
export const WEBP_BYTES = base64("UklGRjAAAABXRUJQVlA4ICQAAABQAQCdASoDAAIAAsBMJaAABAAAAP7qZWz///M0f/JH/sD1UAA=");
/** Lossless (a VP8L chunk). */
export const WEBP_LOSSLESS = base64("UklGRh4AAABXRUJQVlA4TBEAAAAvAkAAAAdQlCJXq/+BiOh/AAA=");
/** Extended (VP8X, then the alpha and the lossy image). */
export const WEBP_EXTENDED = base64(
  "UklGRlIAAABXRUJQVlA4WAoAAAAQAAAAAgAAAQAAQUxQSAcAAAAAgICAgICAAFZQOCAkAAAAUAEAnQEqAwACAALATCWgAAQAAAD+6mVs///zNH/yR/7A9VAA",
);
export const AVIF_BYTES = base64(
  "AAAAHGZ0eXBhdmlmAAAAAG1pZjFhdmlmbWlhZgAAANZtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAACJpbG9jAAAAAERAAAEAAQAAAAAA+gABAAAAAAAAACEAAAAjaWluZgAAAAAAAQAAABVpbmZlAgAAAAABAABhdjAxAAAAAA5waXRtAAAAAAABAAAAVmlwcnAAAAA4aXBjbwAAAAxhdjFDgSACAAAAABRpc3BlAAAAAAAAAAMAAAACAAAAEHBpeGkAAAAAAwgICAAAABZpcG1hAAAAAAAAAAEAAQOBAgMAAAApbWRhdBIACgg4BCtICGg0gDITHEJi5OAAFiIAkDWZRtj5lFTQYA==",
);
export const SVG_BYTES = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
);

const crc32 = (bytes: Uint8Array) => {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
};

/**
 * The factories' real PNG with its IHDR claiming `width` × `height` (and a matching CRC, as a crafted file
 * would have): a few dozen bytes whose pixel data is a single pixel's, declaring as many as it likes.
 */
export const pngDeclaring = (width: number, height: number) => {
  const png = PNG_BYTES.slice();
  const view = new DataView(png.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  view.setUint32(29, crc32(png.subarray(12, 29))); // over the chunk type and its 13 data bytes
  return png;
};

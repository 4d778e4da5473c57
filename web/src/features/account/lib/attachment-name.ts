// The name a download is saved under, read from the answer's Content-Disposition (RFC 6266), so the file
// the browser keeps is named as the Worker names it ("plaza-data-2026-11-25.json").

const EXTENDED = /filename\*\s*=\s*UTF-8''([^;]+)/i;
const QUOTED = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i;
const BARE = /filename\s*=\s*([^";\s]+)/i;

/** No folders and no control characters: a header must never choose where the file goes. */
const safeName = (name: string) =>
  Array.from(name)
    .filter((char) => char >= " " && char !== "\u007f")
    .join("")
    .replace(/[/\\]/g, "_")
    .trim();

/** The file name a Content-Disposition header gives (filename* first, as RFC 6266 says), else `fallback`. */
export function attachmentName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = EXTENDED.exec(header)?.[1];
  let name: string | undefined;
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      name = undefined; // a malformed escape: fall back to the plain parameter
    }
  }
  name ??= QUOTED.exec(header)?.[1]?.replace(/\\(.)/g, "$1") ?? BARE.exec(header)?.[1];
  const safe = name ? safeName(name) : "";
  return safe && safe !== "." && safe !== ".." ? safe : fallback;
}

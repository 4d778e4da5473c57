import { SITE_NAME } from "../contract/route-meta";

// What the Worker writes into the app shell's <head> for one route (README.md decision 21), and how it is
// written. Every value comes from people (motion texts, page names, a search term), so each is escaped for
// the place it goes: attribute values for the HTML parser, JSON-LD for the JSON parser *and* the HTML
// parser, which ends a <script> element at the first "</script" whatever the JSON around it says.

export type HeadImage = { url: string; alt: string; width?: number; height?: number };

export type Head = {
  /** The whole <title>, already " · Plaza"-suffixed where it should be. */
  title: string;
  description: string;
  /** Absolute; omitted on screens that must not be indexed, which have no canonical address to offer. */
  canonical?: string;
  /** og:url: the canonical address, or the path alone (never its query, which may carry a token). */
  url: string;
  image: HeadImage;
  /** summary_large_image for a picture made to be shown wide; summary for the square app icon. */
  card: "summary" | "summary_large_image";
  ogType: "website" | "article";
  noindex?: boolean;
  /** Schema.org data, written as one application/ld+json block. */
  jsonLd?: Record<string, unknown>;
};

/** An indexed screen with a picture of its own (a page, a motion): its address is canonical, its picture shown wide. */
export const pictureHead = (fields: Pick<Head, "title" | "description" | "url" | "image" | "ogType" | "jsonLd">): Head => ({
  ...fields,
  canonical: fields.url,
  card: "summary_large_image",
});

const ATTRIBUTE_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** A value safe inside a double-quoted attribute (and as text): the five characters HTML gives meaning to. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => ATTRIBUTE_ESCAPES[ch]!);

/**
 * JSON that cannot end its <script> element or open a comment in it: "<", ">" and "&" become JSON's own
 * \u escapes, which every JSON parser reads back as the same characters. U+2028 and U+2029 too, for any
 * reader that still treats the block as JavaScript.
 */
export const jsonForScript = (data: unknown) =>
  JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);

const meta = (key: "name" | "property", id: string, content: string | number) =>
  `<meta ${key}="${id}" content="${escapeHtml(String(content))}">`;

/** Everything but the <title>, as HTML to append to <head>. */
export const headTags = (head: Head): string => {
  const { image } = head;
  const tags = [
    meta("name", "description", head.description),
    ...(head.canonical ? [`<link rel="canonical" href="${escapeHtml(head.canonical)}">`] : []),
    ...(head.noindex ? [meta("name", "robots", "noindex")] : []),
    meta("property", "og:site_name", SITE_NAME),
    meta("property", "og:type", head.ogType),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
    meta("property", "og:url", head.url),
    meta("property", "og:image", image.url),
    ...(image.width && image.height ? [meta("property", "og:image:width", image.width), meta("property", "og:image:height", image.height)] : []),
    meta("property", "og:image:alt", image.alt),
    meta("name", "twitter:card", head.card),
    meta("name", "twitter:title", head.title),
    meta("name", "twitter:description", head.description),
    meta("name", "twitter:image", image.url),
    meta("name", "twitter:image:alt", image.alt),
    // A data block, never run: the CSP's script-src 'self' governs scripts the browser executes, and a
    // <script> whose type is not JavaScript is not executed (HTML, "prepare the script element" stops
    // before any CSP check), so the strict policy stays as it is (http/security-headers.ts).
    ...(head.jsonLd ? [`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`] : []),
  ];
  return tags.join("");
};

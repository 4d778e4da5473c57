import { INDEXED_ROUTES, UNINDEXED_ROUTES } from "../contract/route-meta";

// Page slugs: the page lives at /{slug} in the SPA and /api/entity/{slug} in the API, so a slug
// is lower-case ASCII, never one of the SPA's or the API's own route names, and unique (checked by the
// caller against the table; the unique index is the final guard).

export const MAX_SLUG_LENGTH = 80;

/** First path segments the SPA, the Worker or GET /entity/:slug's siblings already use. */
const firstSegments = [...INDEXED_ROUTES, ...UNINDEXED_ROUTES].map((path) => path.split("/")[1]!).filter((segment) => segment && !segment.startsWith("$"));
export const RESERVED_SLUGS = new Set([
  // The SPA's own screens (contract/route-meta.ts), plus what the Worker itself answers at the top level.
  ...firstSegments,
  "api", "images", "og", "sitemaps", "add", "edit",
  // GET /api/jurisdictions/suggest sits beside /api/jurisdictions/:slug: no jurisdiction may take the word.
  "suggest",
]);

// Letters NFKD does not split into a base letter and a mark.
const LETTERS: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", đ: "d", ð: "d", þ: "th", ł: "l", ı: "i" };

/** Used when nothing of the name survives transliteration (e.g. a name only in a non-Latin script). */
const FALLBACK = "page";

const clip = (text: string, max: number) => text.slice(0, max).replace(/-+$/, "");

/** The slug a name asks for before uniqueness: "Café & Bar Ñandú" → "cafe-and-bar-nandu". */
export const baseSlug = (name: string) => {
  const ascii = name
    .toLowerCase()
    .replace(/[ßæœøđðþłı]/g, (ch) => LETTERS[ch]!)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/['’]/g, "") // "Mayor's" → "mayors", not "mayor-s"
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  const slug = clip(ascii, MAX_SLUG_LENGTH) || FALLBACK;
  // "-page" keeps the name readable while freeing the route; clipped so the result still fits.
  return RESERVED_SLUGS.has(slug) ? `${clip(slug, MAX_SLUG_LENGTH - 5)}-page` : slug;
};

/** `base` with `-n` appended, clipped so the whole slug stays within the limit. */
export const numberedSlug = (base: string, n: number) => `${clip(base, MAX_SLUG_LENGTH - String(n).length - 1)}-${n}`;

/** The first of base, base-2, base-3, … that is not in `taken`. */
export const firstFreeSlug = (base: string, taken: ReadonlySet<string>) => {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = numberedSlug(base, n);
    if (!taken.has(candidate)) return candidate;
  }
};

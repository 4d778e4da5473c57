import { TRENDING_SORT } from "./jurisdictions";

// Plain constants shared with the web app. No zod here: the SPA's entry chunk imports this file, and
// schemas would pull the validator into every page's first load.

/** Page size for motions and motion pages when a client names none. */
export const PAGE_SIZE = 8;
export const MAX_PAGE_SIZE = 50;

/** The longest search term a list accepts. */
export const SEARCH_MAX_LENGTH = 100;

// "Answered": the most recently answered first (README.md, "The city answers"); unanswered motions last.
// "Trending": the most voted on lately, every vote halved in weight every few days (README.md, "Trending").
export const MOTION_SORTS = ["A.I", "Votes", "Latest", "Answered", TRENDING_SORT] as const;
export type MotionSort = (typeof MOTION_SORTS)[number];

/** A search's own order (README.md, "Search"): best BM25 match first. Only with `q`, and its default there. */
export const SEARCH_SORT = "Relevance";
export type ListSort = MotionSort | typeof SEARCH_SORT;

/** The back office's motion inbox sorts: oldest first by default, so nothing waits unseen. */
export const INBOX_SORTS = ["Oldest", "Latest", "Votes", "A.I"] as const;
export type InboxSort = (typeof INBOX_SORTS)[number];

/** Page images: at most 5 MB, and only these types, decided by the file's first bytes on the server. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = [
  { mime: "image/jpeg", ext: "jpg", label: "JPEG" },
  { mime: "image/png", ext: "png", label: "PNG" },
  { mime: "image/webp", ext: "webp", label: "WebP" },
  { mime: "image/gif", ext: "gif", label: "GIF" },
  { mime: "image/avif", ext: "avif", label: "AVIF" },
] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
/**
 * At most 40 megapixels (8000 × 5000, more than any phone camera takes), read from the image's own headers: a
 * few hundred bytes can declare 50,000 × 50,000 px, 10 GB of pixels for whichever browser decodes it.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** The admin inbox's filter: every message, only the open ones, or only the handled ones. */
export const CONTACT_STATUSES = ["all", "open", "handled"] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

// Plain constants shared with the web app. No zod here: the SPA's entry chunk imports this file, and
// schemas would pull the validator into every page's first load.

/** Page size for motions and motion pages (spec §9). */
export const PAGE_SIZE = 8;
export const MAX_PAGE_SIZE = 50;

export const MOTION_SORTS = ["A.I", "Votes", "Latest"] as const;
export type MotionSort = (typeof MOTION_SORTS)[number];

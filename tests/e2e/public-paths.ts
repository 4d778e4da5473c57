// The public pages that need no id or search term. The page, accessibility and keyboard tests all walk
// this one list, so a page added here is checked by each of them.
export const PUBLIC_PATHS = [
  "/",
  "/motions",
  "/pages",
  "/manifesto",
  "/about",
  "/team",
  "/contact",
  "/privacy-policy",
  "/terms-of-service",
  "/how-scoring-works",
  "/transparency",
] as const;

export type PublicPath = (typeof PUBLIC_PATHS)[number];

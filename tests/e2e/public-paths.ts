import { STATIC_PUBLIC_PATHS } from "../../worker/contract/route-meta";

// The public pages that need no id or search term (worker/contract/route-meta.ts, which the Worker and its
// sitemap share). The page, accessibility and keyboard tests all walk
// this one list, so a page added there is checked by each of them.
export const PUBLIC_PATHS = STATIC_PUBLIC_PATHS;

export type PublicPath = (typeof PUBLIC_PATHS)[number];

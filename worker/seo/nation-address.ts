import { INDEXED_ROUTES, UNINDEXED_ROUTES } from "../contract/route-meta";
import { decodeSegment } from "./match-route";

// The nation's public addresses (README.md, "URLs"; contract/addresses.ts builds them), read from a path by
// its shape alone, so the Worker answers them (and the 301s of older forms) whatever the web app names its
// route parameters:
//   /{jurisdiction}                             a jurisdiction's home, or a pre-nation /{page}
//   /{jurisdiction}/{page}                      a motion page
//   /{page}/motions/{id}                        a pre-nation permalink (always 301)
//   /{jurisdiction}/{page}/motions/{id}         a motion's permalink
// A path whose first segment is one of the app's own screens (/motions, /admin, /pages/search/…) is not one
// of these: no jurisdiction or page may take such a slug (shared/slug.ts RESERVED_SLUGS).

export type NationAddress =
  | { kind: "home"; slug: string }
  | { kind: "page"; jurisdiction: string; page: string }
  | { kind: "old-motion"; id: string }
  | { kind: "motion"; jurisdiction: string; page: string; id: string }
  /** A path under a jurisdiction-like first segment that no public screen has. */
  | { kind: "none" };

/** The first segments of the app's own screens (fixed names, any case). */
const FIXED = new Set(
  [...INDEXED_ROUTES, ...UNINDEXED_ROUTES].map((path) => path.split("/")[1]!).filter((segment) => segment && !segment.startsWith("$")),
);

/** The nation address a path names, or null when its first segment is a screen of the app's own (or "/"). */
export const nationAddress = (pathname: string): NationAddress | null => {
  const parts = pathname.split("/").filter(Boolean);
  if (!parts.length || FIXED.has(parts[0]!.toLowerCase())) return null;
  const [first, second, third, fourth] = parts.map(decodeSegment);
  if (parts.length === 1) return { kind: "home", slug: first! };
  if (parts.length === 2) return { kind: "page", jurisdiction: first!, page: second! };
  if (parts.length === 3 && parts[1] === "motions") return { kind: "old-motion", id: third! };
  if (parts.length === 4 && parts[2] === "motions") return { kind: "motion", jurisdiction: first!, page: second!, id: fourth! };
  return { kind: "none" };
};

import { INDEXED_ROUTES, UNINDEXED_ROUTES } from "../contract/route-meta";

// Which screen of the SPA a path names, from the contract's list of its routes (kept equal to
// web/src/routes by a web test), so the Worker can answer a path no screen has with a 404.

export type RouteMatch = {
  /** The route's path as TanStack Router writes it: "/$slug/motions/$id". */
  pattern: string;
  /** Its parameters, percent-decoded: { slug, id }. */
  params: Record<string, string>;
  indexable: boolean;
};

type Compiled = { pattern: string; segments: string[]; indexable: boolean };

const compile = (indexable: boolean) => (pattern: string) => ({ pattern, segments: pattern.split("/").filter(Boolean), indexable });
const ROUTES: Compiled[] = [...INDEXED_ROUTES.map(compile(true)), ...UNINDEXED_ROUTES.map(compile(false))];

const isParam = (segment: string) => segment.startsWith("$");

/**
 * The first segments the app's own screens take (/motions, /admin, …): never a jurisdiction's or a page's slug
 * (worker/shared/slug.ts), so a path starting with one names no /$slug… screen ("/motions/1" is no page).
 */
const FIXED_FIRST = new Set(ROUTES.map((r) => r.segments[0]).filter((s): s is string => s !== undefined && !isParam(s)));
const takes = (route: Compiled, parts: string[]) =>
  route.segments.every((segment, i) => (isParam(segment) ? !(i === 0 && FIXED_FIRST.has(parts[0]!.toLowerCase())) : segment === parts[i]!.toLowerCase()));

export const decodeSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a malformed escape ("%E0%A4") stays as written, as the router keeps it
  }
};

/**
 * Ranks two routes that both match: at the first segment where they differ, a fixed name beats a
 * parameter, as TanStack Router ranks them (/motions is the list, not a page whose slug is "motions").
 */
const moreSpecific = (a: Compiled, b: Compiled) => {
  for (let i = 0; i < a.segments.length; i++) {
    const aParam = isParam(a.segments[i]!);
    if (aParam !== isParam(b.segments[i]!)) return aParam ? b : a;
  }
  return a;
};

/**
 * The route a path shows, or null. A trailing slash names the same screen ("/motions/" is "/motions"), and
 * fixed names match in any case, as the router's are not case-sensitive ("/About" is "/about").
 */
export const matchRoute = (pathname: string): RouteMatch | null => {
  const parts = pathname.split("/").filter(Boolean);
  let best: Compiled | null = null;
  for (const route of ROUTES) {
    if (route.segments.length !== parts.length) continue;
    if (takes(route, parts)) best = best ? moreSpecific(best, route) : route;
  }
  if (!best) return null;
  const params = Object.fromEntries(
    best.segments.flatMap((segment, i) => (isParam(segment) ? [[segment.slice(1), decodeSegment(parts[i]!)]] : [])),
  );
  return { pattern: best.pattern, params, indexable: best.indexable };
};

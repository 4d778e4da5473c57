import { MOTION_SORTS, SEARCH_MAX_LENGTH, SEARCH_SORT, type ListSort, type MotionSort } from "@contract/limits";
import { MOTION_STATUSES, type MotionStatus } from "@contract/statuses";

/** The sort a motion list starts with, and the one its URL leaves out. */
const DEFAULT_MOTION_SORT: MotionSort = "A.I";

/** The sort a list starts with: by relevance while searching (README.md, "Search"), else by A.I score. */
export const defaultSortFor = (q?: string): ListSort => (q ? SEARCH_SORT : DEFAULT_MOTION_SORT);

const isMotionSort = (value: unknown): value is MotionSort => (MOTION_SORTS as readonly unknown[]).includes(value);

/** A sort a list may use: any motion sort, and Relevance only with a search. */
export const isListSort = (value: unknown, searching: boolean): value is ListSort => isMotionSort(value) || (searching && value === SEARCH_SORT);

export const isMotionStatus = (value: unknown): value is MotionStatus => (MOTION_STATUSES as readonly unknown[]).includes(value);

/**
 * What a motion list keeps in its page's URL (`/motions?sort=Latest`, `/{slug}?q=bike+lanes&status=accepted`):
 * the search, the sort and the status filter (none: every status).
 */
export type MotionListSearch = { q?: string; sort?: ListSort; status?: MotionStatus };

/**
 * A search term as a list uses it: trimmed, at most SEARCH_MAX_LENGTH characters, undefined when blank.
 * The router reads `?q=2024` as a number (its values are JSON), so numbers and booleans count as text.
 */
export function searchTerm(value: unknown): string | undefined {
  if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") return undefined;
  const term = String(value).trim().slice(0, SEARCH_MAX_LENGTH).trim();
  return term || undefined;
}

/**
 * `validateSearch` for every route that shows a motion list. A sort or status the contract does not know (a mistyped
 * or outdated link) falls back to the default instead of an error screen, and the default is left out, so
 * `/motions` and `/motions?sort=A.I` are the same view with one address; with a search the default is
 * Relevance, which only a search may use. The keys are always returned: a route's search starts from the raw
 * query string, so a left-out key would let the raw value through.
 */
export function validateMotionListSearch(search: Record<string, unknown>): MotionListSearch {
  const q = searchTerm(search.q);
  const { sort, status } = search;
  return {
    q,
    sort: isListSort(sort, Boolean(q)) && sort !== defaultSortFor(q) ? sort : undefined,
    status: isMotionStatus(status) ? status : undefined,
  };
}

import { MOTION_SORTS, type MotionSort } from "@contract/limits";
import { MOTION_STATUSES, type MotionStatus } from "@contract/statuses";

/** The sort a motion list starts with, and the one its URL leaves out. */
export const DEFAULT_MOTION_SORT: MotionSort = "A.I";

export const isMotionSort = (value: unknown): value is MotionSort => (MOTION_SORTS as readonly unknown[]).includes(value);

export const isMotionStatus = (value: unknown): value is MotionStatus => (MOTION_STATUSES as readonly unknown[]).includes(value);

/**
 * What a motion list keeps in its page's URL (`/motions?sort=Latest`, `/{slug}?sort=Votes&status=accepted`):
 * the sort and the status filter (none: every status).
 */
export type MotionListSearch = { sort?: MotionSort; status?: MotionStatus };

/**
 * `validateSearch` for every route that shows a motion list. A sort or status the contract does not know (a mistyped
 * or outdated link) falls back to the default instead of an error screen, and the default is left out, so
 * `/motions` and `/motions?sort=A.I` are the same view with one address. The key is always returned: a
 * route's search starts from the raw query string, so a left-out key would let the raw value through.
 */
export function validateMotionListSearch(search: Record<string, unknown>): MotionListSearch {
  const { sort, status } = search;
  return { sort: isMotionSort(sort) && sort !== DEFAULT_MOTION_SORT ? sort : undefined, status: isMotionStatus(status) ? status : undefined };
}

/** The search value for a chosen sort: the default is written as "absent" so it drops out of the URL. */
export const sortSearchValue = (sort: MotionSort): MotionSort | undefined => (sort === DEFAULT_MOTION_SORT ? undefined : sort);

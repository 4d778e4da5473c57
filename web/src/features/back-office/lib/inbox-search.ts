import { INBOX_SORTS, type InboxSort } from "@contract/limits";
import { MOTION_STATUSES, type MotionStatus } from "@contract/statuses";

// The motion inbox's view lives in its URL (`/editor/motions?awaiting=true&sort=Votes`), so an editor can
// share a filtered list, reload it, and go Back to the previous view.

export const DEFAULT_INBOX_SORT: InboxSort = "Oldest";

export type InboxSearch = { entity?: string; status?: MotionStatus; awaiting?: boolean; sort?: InboxSort };

const isStatus = (value: unknown): value is MotionStatus => (MOTION_STATUSES as readonly unknown[]).includes(value);
const isSort = (value: unknown): value is InboxSort => (INBOX_SORTS as readonly unknown[]).includes(value);

/** Unknown values fall back to the defaults, which stay out of the URL. */
export function validateInboxSearch(search: Record<string, unknown>): InboxSearch {
  const { entity, status, awaiting, sort } = search;
  return {
    entity: typeof entity === "string" && entity.length > 0 && entity.length <= 64 ? entity : undefined,
    status: isStatus(status) ? status : undefined,
    awaiting: awaiting === true || awaiting === "true" ? true : undefined,
    sort: isSort(sort) && sort !== DEFAULT_INBOX_SORT ? sort : undefined,
  };
}

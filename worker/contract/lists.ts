import { z } from "zod";
import { jurisdictionFilter } from "./jurisdiction-schemas";
import { INBOX_SORTS, MAX_PAGE_SIZE, MOTION_SORTS, SEARCH_MAX_LENGTH, SEARCH_SORT, type ListSort } from "./limits";
import { MOTION_MAX_LENGTH } from "./motions";
import { MOTION_STATUSES } from "./statuses";
import { oneLineText } from "./text";

export const listMessages = {
  sort: `Sort must be one of: ${MOTION_SORTS.join(", ")}, or ${SEARCH_SORT} with a search.`,
  relevanceNeedsSearch: `Sort by ${SEARCH_SORT} needs a search: add q.`,
  page: "Page must be a whole number of 1 or more.",
  limit: `Limit must be a whole number from 1 to ${MAX_PAGE_SIZE}.`,
  cursor: "The cursor is not valid. Start again from the first page.",
  entity: "Choose a motion page (entity) to list motions for.",
  search: `Search must be at most ${SEARCH_MAX_LENGTH} characters.`,
  similarText: `Send the text being written, at most ${MOTION_MAX_LENGTH} characters.`,
  tooManySearches: "Too many searches in a minute. Please wait a minute and try again.",
  cursorWithPage: "Use either page or cursor, not both.",
  inboxSort: `Sort must be one of: ${INBOX_SORTS.join(", ")}.`,
  status: `Status must be one or more of, comma-separated: ${MOTION_STATUSES.join(", ")}.`,
} as const;

// Query strings arrive as text: parse whole numbers strictly ("2abc", "1.5" and "-1" are errors, not defaults).
const wholeNumber = (message: string, min: number, max: number) =>
  z
    .string()
    .max(9, message)
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));

export const pagingQuery = z.object({
  page: wholeNumber(listMessages.page, 1, 1_000_000).optional(),
  limit: wholeNumber(listMessages.limit, 1, MAX_PAGE_SIZE).optional(),
});

export const pageListQuery = pagingQuery.extend({
  search: oneLineText().max(SEARCH_MAX_LENGTH, listMessages.search).optional(),
  ...jurisdictionFilter.shape,
});

/** `status=accepted,in_progress`: one or more statuses, comma-separated. */
export const statusFilter = z
  .string()
  .max(200, listMessages.status)
  .transform((value) => [...new Set(value.split(",").map((s) => s.trim()))])
  .pipe(z.array(z.enum(MOTION_STATUSES, { error: listMessages.status })).min(1, listMessages.status));

const motionListBase = pagingQuery.extend({
  // Without a sort: by relevance when searching, else by A.I score.
  sort: z.enum([...MOTION_SORTS, SEARCH_SORT], { error: listMessages.sort }).optional(),
  status: statusFilter.optional(),
  cursor: z.string().min(1, listMessages.cursor).max(400, listMessages.cursor).optional(),
  // A full-text search of the motions' text (README.md, "Search"); any text is a valid search.
  q: oneLineText().max(SEARCH_MAX_LENGTH, listMessages.search).optional(),
});

type ListParams = { page?: number; cursor?: string; sort?: ListSort; q?: string };
const oneOfPageOrCursor = (q: ListParams) => !(q.page && q.cursor);
const relevanceNeedsSearch = (q: ListParams) => q.sort !== SEARCH_SORT || Boolean(q.q);
const withSort = <T extends ListParams>(q: T) => ({ ...q, sort: q.sort ?? (q.q ? SEARCH_SORT : "A.I") });

// `jurisdiction=<slug>`: that jurisdiction and everything below it; a page's own list needs none.
export const motionListQuery = motionListBase
  .extend(jurisdictionFilter.shape)
  .refine(oneOfPageOrCursor, { message: listMessages.cursorWithPage })
  .refine(relevanceNeedsSearch, { message: listMessages.relevanceNeedsSearch })
  .transform(withSort);

export const pageMotionListQuery = motionListBase
  .extend({ entity: z.string({ error: listMessages.entity }).trim().min(1, listMessages.entity).max(64, listMessages.entity) })
  .refine(oneOfPageOrCursor, { message: listMessages.cursorWithPage })
  .refine(relevanceNeedsSearch, { message: listMessages.relevanceNeedsSearch })
  .transform(withSort);

/** GET /api/me/motions and /api/me/votes: the member's own lists, newest first, by cursor. */
export const memberListQuery = z.object({
  limit: pagingQuery.shape.limit,
  cursor: z.string().min(1, listMessages.cursor).max(400, listMessages.cursor).optional(),
});

export const idParam = z.object({ id: z.string().min(1).max(64) });
export const slugParam = z.object({ slug: z.string().min(1).max(120) });

/** GET /api/idea/similar: the page a motion is being written on and its text so far (README.md, "Search"). */
export const similarQuery = z.object({
  entity: z.string({ error: listMessages.entity }).trim().min(1, listMessages.entity).max(64, listMessages.entity),
  text: z.string({ error: listMessages.similarText }).max(MOTION_MAX_LENGTH, listMessages.similarText),
});

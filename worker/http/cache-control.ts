// Cache-Control values the routes and the edge cache share.

/** For answers that name a person or carry a secret: never kept by a shared cache or the browser. */
export const NO_STORE = "private, no-store";

/** The same as a header record, for `c.json(body, status, NO_STORE_HEADERS)`. */
export const NO_STORE_HEADERS = { "Cache-Control": NO_STORE };

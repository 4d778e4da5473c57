import { type EnsureQueryDataOptions, QueryClient, type QueryKey } from "@tanstack/react-query";
import { ApiError } from "./api";

/** A 4xx is the server's answer to this request: asking again will not change it. */
const isFinalFailure = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/** The address names nothing (404), or nothing that could exist (400): no session or wait changes that. */
const isNothingThere = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * One per browser tab, and one per server render (a cache shared between visitors would leak). A server
 * render never retries: it would hold the page back, and the browser tries again on its own.
 */
export const createQueryClient = ({ server = false } = {}) =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Only network trouble and 5xx are worth another try.
        retry: (count, error) => !server && count < 2 && !isFinalFailure(error),
      },
    },
  });

/**
 * `ensureQueryData` for a route's loader, which also keeps a "not there": a read answered 404 or 400 (a page
 * or motion that does not exist) within the query's stale time is that answer again, not a new request.
 * TanStack Query counts only data as cached, so `ensureQueryData` asks again for a query in error; after a
 * server render whose read failed (the failure travels in the data block, README.md "Server rendering") that
 * was a second request, and a second 404 in the console, for the not-found screen the server already drew.
 * Any other failure (a 5xx, a lost connection, a 401 a sign-in may change) is asked again.
 */
export function ensureRouteData<T, K extends QueryKey>(queryClient: QueryClient, options: EnsureQueryDataOptions<T, Error, T, K>): Promise<T> {
  const { queryHash, staleTime = 0 } = queryClient.defaultQueryOptions(options);
  const query = queryClient.getQueryCache().get<T, Error, T, K>(queryHash);
  // No `isInvalidated` check: TanStack Query marks every failed query invalidated.
  if (query?.state.status === "error" && isNothingThere(query.state.error)) {
    const keepFor = typeof staleTime === "function" ? staleTime(query) : staleTime;
    if (keepFor === "static" || Date.now() - query.state.errorUpdatedAt < keepFor) return Promise.reject(query.state.error);
  }
  return queryClient.ensureQueryData(options);
}

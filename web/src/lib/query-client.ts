import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api";

/**
 * One per browser tab, and one per server render (a cache shared between visitors would leak). A server
 * render never retries: it would hold the page back, and the browser tries again on its own.
 */
export const createQueryClient = ({ server = false } = {}) =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change on retry; only network trouble and 5xx are worth another try.
        retry: (count, error) => !server && count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });

import type { QueryClient } from "@tanstack/react-query";
import { createMemoryHistory, createRouter } from "@tanstack/react-router";
import { ErrorScreen } from "./components/error-screen";
import { routeTree } from "./route-tree.gen";

/**
 * The app's router, the same for the browser and for the Worker's server render (entry-server.tsx), so
 * both draw the same tree and hydration finds what the server wrote. On the server it reads `url` from
 * memory and restores no scroll position: TanStack Router would do that with an inline script, which the
 * CSP refuses; the browser's router restores scroll itself.
 */
export const createAppRouter = (queryClient: QueryClient, serverUrl?: string) =>
  createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: "intent",
    defaultPreloadStaleTime: 0,
    scrollRestoration: serverUrl === undefined,
    // The app's own error screen for a route that fails, in both renders: the server draws a failed route's
    // error component in place, where the browser would have thrown to the root's.
    defaultErrorComponent: ErrorScreen,
    ...(serverUrl === undefined ? {} : { history: createMemoryHistory({ initialEntries: [serverUrl] }), isServer: true }),
  });

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

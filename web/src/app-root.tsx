import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode, useEffect } from "react";
import { ServerClockProvider } from "./lib/server-clock";
import type { createAppRouter } from "./router";

/**
 * Marks the document once React has taken it over (`data-hydrated` on <html>): a server-rendered screen
 * shows its buttons before they work, and the browser tests wait for this before they press any.
 */
function MarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

/**
 * The whole app, as the browser renders it and as the Worker's server render writes it (entry-server.tsx):
 * the same tree on both sides, or hydration would not match. `serverNow` is the server render's moment,
 * present while a server-rendered screen is written and hydrated.
 */
export function AppRoot({
  queryClient,
  router,
  serverNow,
}: {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
  serverNow?: number;
}) {
  const app = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <MarkHydrated />
    </QueryClientProvider>
  );
  return <StrictMode>{serverNow === undefined ? app : <ServerClockProvider now={serverNow}>{app}</ServerClockProvider>}</StrictMode>;
}

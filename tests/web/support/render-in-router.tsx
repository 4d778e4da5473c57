import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from "@tanstack/react-router";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";

// The back office's screens, each marked by its own path ("admin/pages/$id"), for both kinds of staff.
const backOfficeRoutes = ["admin", "editor"].flatMap((kind) => [
  kind,
  `${kind}/pages`,
  `${kind}/pages/add`,
  `${kind}/pages/$id`,
  `${kind}/pages/edit/$id`,
  `${kind}/trust-browser`,
  ...(kind === "admin" ? ["admin/editors", "admin/editors/add", "admin/messages"] : []),
]);

/**
 * Renders UI inside a minimal memory router with the app's link targets (/, a jurisdiction's home /$slug, a
 * motion page /$slug/$page, a motion's permalink and its address of before the nation, /motions,
 * /pages and its search route, /verify-email-pending, /me, /me/notifications and /me/account, and the back
 * office's /admin and /editor screens) and a fresh query client without retries, so a failed request fails
 * at once.
 * `ui` shows on every route, above a marker naming the route, so tests can follow navigation.
 * Shared by the shell, page and motion tests so all of them see the same routes the app links to.
 */
export function renderInRouter(ui: ReactNode, { path = "/" }: { path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rootRoute = createRootRoute({
    component: () => (
      <>
        {ui}
        <Outlet />
      </>
    ),
  });
  const marker = (name: string) => () => <p data-testid="route">{name}</p>;
  const routes = [
    createRoute({ getParentRoute: () => rootRoute, path: "/", component: marker("home") }),
    createRoute({ getParentRoute: () => rootRoute, path: "$slug", component: marker("jurisdiction") }),
    createRoute({ getParentRoute: () => rootRoute, path: "$slug/$page", component: marker("detail") }),
    createRoute({ getParentRoute: () => rootRoute, path: "motions", component: marker("motions") }),
    createRoute({ getParentRoute: () => rootRoute, path: "pages", component: marker("pages") }),
    createRoute({ getParentRoute: () => rootRoute, path: "pages/search/$search", component: marker("search") }),
    createRoute({ getParentRoute: () => rootRoute, path: "$slug/$page/motions/$id", component: marker("motion") }),
    createRoute({ getParentRoute: () => rootRoute, path: "$slug/motions/$id", component: marker("old motion") }),
    createRoute({ getParentRoute: () => rootRoute, path: "verify-email-pending", component: marker("verify-email-pending") }),
    createRoute({ getParentRoute: () => rootRoute, path: "me", component: marker("me") }),
    createRoute({ getParentRoute: () => rootRoute, path: "me/notifications", component: marker("me/notifications") }),
    createRoute({ getParentRoute: () => rootRoute, path: "me/account", component: marker("me/account") }),
    ...backOfficeRoutes.map((path) => createRoute({ getParentRoute: () => rootRoute, path, component: marker(path) })),
  ];
  const router = createRouter({
    routeTree: rootRoute.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/** Sets the window width the way a resize would, and tells listeners about it. */
export function resizeWindow(width: number, { notify = true } = {}) {
  Object.defineProperty(window, "innerWidth", { configurable: true, writable: true, value: width });
  if (notify) window.dispatchEvent(new Event("resize"));
}

import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { AppShell } from "../components/app-shell";
import { ErrorScreen } from "../components/error-screen";
import { NotFoundScreen } from "../components/not-found-screen";
import { SITE_TITLE } from "../components/site-title";

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  head: () => ({ meta: [{ title: SITE_TITLE }] }),
  // The shell wraps the root's error and not-found boundaries, so those screens keep the nav and footer.
  shellComponent: AppShell,
  component: Outlet,
  errorComponent: ErrorScreen,
  notFoundComponent: () => <NotFoundScreen />,
});

import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { AppShell } from "../components/app-shell";
import { ErrorScreen } from "../components/error-screen";
import { NotFoundScreen } from "../components/not-found-screen";
import { SITE_TITLE } from "../components/site-title";
import { AuthProvider } from "../features/auth/components/auth-provider";
import { MenuAccount } from "../features/auth/components/menu-account";
import { NavAccount } from "../features/auth/components/nav-account";

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  head: () => ({ meta: [{ title: SITE_TITLE }] }),
  // The shell wraps the root's error and not-found boundaries, so those screens keep the nav and footer.
  shellComponent: RootShell,
  component: Outlet,
  errorComponent: ErrorScreen,
  notFoundComponent: () => <NotFoundScreen />,
});

// The session (and the auth modal it owns) wraps the shell, whose account slots get the auth feature's
// controls from here: shared components never import a feature.
function RootShell({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      <AppShell account={<NavAccount />} menuAccount={(menu) => <MenuAccount {...menu} />}>
        {children}
      </AppShell>
    </AuthProvider>
  );
}

import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, Outlet, useRouterState } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { AppShell } from "../components/app-shell";
import { ErrorScreen } from "../components/error-screen";
import { NotFoundScreen } from "../components/not-found-screen";
import { SITE_DESCRIPTION, SITE_TITLE } from "../components/site-title";
import { AuthProvider } from "../features/auth/components/auth-provider";
import { MenuAccount } from "../features/auth/components/menu-account";
import { NavAccount } from "../features/auth/components/nav-account";
import { siteConfigQuery } from "../lib/site-config";
import { NotificationBell } from "../features/notifications/components/notification-bell";

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  head: () => ({ meta: [{ title: SITE_TITLE }, { name: "description", content: SITE_DESCRIPTION }] }),
  // The footer quotes the deployment's configuration on every screen: asked for with the first route.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(siteConfigQuery());
  },
  // The shell wraps the root's error and not-found boundaries, so those screens keep the nav and footer.
  shellComponent: RootShell,
  component: Outlet,
  errorComponent: ErrorScreen,
  notFoundComponent: () => <NotFoundScreen />,
});

// /admin and /editor and everything under them: the back office draws its own top bar there.
const BACK_OFFICE_PATH = /^\/(admin|editor)(\/|$)/;

// The session (and the auth modal it owns) wraps the shell, whose slots get the auth feature's account
// controls and the notifications feature's bell from here: shared components never import a feature. The bell
// asks the member gate, which the provider supplies, whether anyone is signed in.
function RootShell({ children }: { children: ReactNode }) {
  const backOffice = useRouterState({ select: (state) => BACK_OFFICE_PATH.test(state.location.pathname) });
  return (
    <AuthProvider>
      <AppShell
        publicNav={!backOffice}
        notifications={<NotificationBell />}
        account={<NavAccount />}
        menuAccount={(menu) => <MenuAccount {...menu} />}
      >
        {children}
      </AppShell>
    </AuthProvider>
  );
}

import { HeadContent, useRouter } from "@tanstack/react-router";
import { clsx } from "clsx";
import type { ReactNode } from "react";
import { Toaster } from "sonner";
import { NavBar } from "./nav-bar";
import type { MenuSlot } from "./side-menu-panel";
import { SiteFooter } from "./site-footer";
import { useTheme } from "./use-theme";

const MAIN_CONTENT_ID = "main-content";

/** The one global toast area; it follows the page theme rather than the system's. */
function AppToaster() {
  const { theme } = useTheme();
  return <Toaster theme={theme} richColors closeButton position="bottom-right" />;
}

/**
 * The frame around every screen. It is the root route's shell, so the error and not-found screens render
 * inside it too and a failure never strands someone without navigation. Shared components know nothing
 * of features, so the root route hands in the member's controls: `notifications` (the bell) and `account`
 * for the header, and `menuAccount` for the small-screen side menu. `publicNav={false}` leaves the top bar
 * to the screen (the back office draws its own); the footer and toasts stay on every screen.
 */
export function AppShell({
  children,
  notifications,
  account,
  menuAccount,
  publicNav = true,
}: {
  children: ReactNode;
  notifications?: ReactNode;
  account?: ReactNode;
  menuAccount?: MenuSlot;
  publicNav?: boolean;
}) {
  const { isServer } = useRouter();
  return (
    <>
      {/* React hoists the route's <title> into <head>. A server render leaves the head to the Worker, which
          writes it with the link-preview tags (React would put these two inside the app's container). */}
      {!isServer && <HeadContent />}
      <a
        href={`#${MAIN_CONTENT_ID}`}
        // Moving focus directly keeps the router from treating the fragment as a navigation.
        onClick={(event) => {
          event.preventDefault();
          document.getElementById(MAIN_CONTENT_ID)?.focus();
        }}
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-xl focus:bg-brand focus:px-4 focus:py-3 focus:font-semibold focus:text-white dark:focus:text-slate-950"
      >
        Skip to content
      </a>
      <div className="flex min-h-dvh flex-col">
        {publicNav && <NavBar notifications={notifications} account={account} menuAccount={menuAccount} />}
        {/* tabIndex lets the skip link move focus here, not just scroll. pt-16 clears the fixed nav bar. */}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={clsx("flex-1 outline-none", publicNav && "pt-16")}>
          {children}
        </main>
        <SiteFooter />
      </div>
      <AppToaster />
    </>
  );
}

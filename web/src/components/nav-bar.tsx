import { useRouterState } from "@tanstack/react-router";
import { clsx } from "clsx";
import type { ReactNode } from "react";
import { BrandLink } from "./brand-mark";
import { AppLink, headerLinks } from "./nav-links";
import { SideMenu } from "./side-menu";
import type { MenuSlot } from "./side-menu-panel";
import { ThemeToggle } from "./theme-toggle";
import { useHideOnScroll } from "./use-hide-on-scroll";

// The motion page detail (/{jurisdiction}/{page}) is the only route whose header also offers Our Team.
const DETAIL_PATH = "/$slug/$page";

function useHeaderLinks() {
  const onDetail = useRouterState({
    select: (state) => state.matches.some((m) => m.fullPath === DETAIL_PATH && m.status === "success"),
  });
  return headerLinks({ withTeam: onDetail });
}

/**
 * Fixed 64 px top bar: slides away while scrolling down, back on scroll up or when focus enters it.
 * `notifications` (a member's bell) and `account` (Login or the avatar) sit after the theme toggle, at every
 * width; `menuAccount` is repeated in the side menu.
 */
export function NavBar({ notifications, account, menuAccount }: { notifications?: ReactNode; account?: ReactNode; menuAccount?: MenuSlot }) {
  const hidden = useHideOnScroll(64);
  const links = useHeaderLinks();

  return (
    <header
      className={clsx(
        "fixed inset-x-0 top-0 z-40 h-16 border-b border-line bg-surface/90 backdrop-blur-md transition-transform duration-300",
        // Keyboard users must never tab into an off-screen bar, so focus brings it back.
        hidden && "-translate-y-full focus-within:translate-y-0",
      )}
    >
      <nav aria-label="Main" className="mx-auto flex h-full max-w-6xl items-center gap-4 px-4 sm:px-6">
        <BrandLink />
        <ul className="ml-auto hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <li key={link.to}>
              <AppLink
                to={link.to}
                className="inline-flex min-h-11 items-center rounded-xl px-3 text-sm font-medium text-ink-muted transition-colors hover:bg-surface-sunken hover:text-ink aria-[current=page]:text-brand aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8"
              >
                {link.label}
              </AppLink>
            </li>
          ))}
        </ul>
        <div className="ml-auto flex items-center gap-1 md:ml-2">
          <ThemeToggle />
          {notifications}
          {account}
          <SideMenu links={links} account={menuAccount} />
        </div>
      </nav>
    </header>
  );
}

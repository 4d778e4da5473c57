import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useEffect, type ReactNode, type RefObject } from "react";
import { BrandLink } from "./brand-mark";
import { buttonClass } from "./button-styles";
import { AppLink, type NavItem } from "./nav-links";
import { ThemeToggle } from "./theme-toggle";

/**
 * The side menu's account section, drawn by whoever composes the shell (the root route passes the auth
 * feature's). It gets a way to close the menu and the menu button, which outlives the panel.
 */
export type MenuSlot = (menu: { closeMenu: () => void; returnFocusTo: HTMLElement | null }) => ReactNode;

// Tailwind's md breakpoint: from here the header shows the links itself and the menu button is gone.
const WIDE_SCREEN = "(min-width: 48rem)";

/**
 * The small-screen menu: a modal panel sliding in from the right. Radix Dialog supplies the focus trap,
 * Escape and backdrop dismissal; focus goes back to the menu button on close.
 */
export default function SideMenuPanel({
  links,
  account,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  links: NavItem[];
  account?: MenuSlot;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const close = () => onOpenChange(false);

  // A menu left open while the window widens would be stranded behind a button that no longer shows.
  useEffect(() => {
    if (!open || typeof window.matchMedia !== "function") return;
    const media = window.matchMedia(WIDE_SCREEN);
    const onChange = () => media.matches && onOpenChange(false);
    media.addEventListener?.("change", onChange);
    return () => media.removeEventListener?.("change", onChange);
  }, [open, onOpenChange]);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm transition-opacity duration-200 starting:opacity-0" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,88vw)] flex-col border-l border-line bg-surface-raised text-ink shadow-2xl transition-transform duration-200 ease-out starting:translate-x-full"
        >
          <div className="flex h-16 items-center justify-between border-b border-line px-4">
            <BrandLink onNavigate={close} />
            <Dialog.Close className={buttonClass({ variant: "ghost", size: "icon" })} aria-label="Close menu">
              <X aria-hidden="true" className="size-6" />
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">Menu</Dialog.Title>
          <nav aria-label="Menu" className="flex-1 overflow-y-auto px-3 py-4">
            <ul className="space-y-1">
              {links.map((link) => (
                <li key={link.to}>
                  <AppLink
                    to={link.to}
                    onClick={close}
                    className="flex min-h-12 items-center rounded-xl px-3 text-base font-medium text-ink transition-colors hover:bg-surface-sunken aria-[current=page]:bg-brand-soft aria-[current=page]:text-brand-strong"
                  >
                    {link.label}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="space-y-2 border-t border-line p-3">
            <ThemeToggle withLabel />
            {account?.({ closeMenu: close, returnFocusTo: returnFocusTo.current })}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Link } from "@tanstack/react-router";
import { LogOut } from "lucide-react";
import type { ReactNode } from "react";

const ITEM =
  "flex min-h-11 cursor-pointer items-center gap-2.5 rounded-xl px-3 text-sm font-medium text-ink -outline-offset-2 select-none data-[highlighted]:bg-surface-sunken";

/**
 * The signed-in person's button and its small menu: who is signed in, their own screens, and the one action that
 * ends the session (for members and staff alike). Radix supplies the menu roles, arrow-key movement, and
 * closing on outside click or Escape with focus back on the button. Not modal: a menu button's menu
 * (WAI-ARIA APG) leaves the page readable; a modal one would aria-hide the whole page, skip link
 * included, while it is open (axe: aria-hidden-focus).
 */
export function AccountDropdown({
  name,
  detail,
  avatar,
  actionLabel,
  onAction,
  links = [],
}: {
  name: string;
  /** The second line under the name: an e-mail address, a role. */
  detail: string;
  /** Decorative (the button is named); shown on the button and again in the menu. */
  avatar: ReactNode;
  actionLabel: string;
  onAction: () => void;
  /** Screens of the signed-in person's own, listed above the action. */
  links?: { label: string; to: "/me" | "/me/notifications" | "/me/account"; icon: ReactNode }[];
}) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={`Account menu for ${name}`}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full transition hover:ring-2 hover:ring-line data-[state=open]:ring-2 data-[state=open]:ring-brand"
      >
        {avatar}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          className="z-50 w-64 max-w-[calc(100vw-1.5rem)] rounded-2xl border border-line bg-surface-raised p-1.5 text-ink shadow-xl transition duration-150 starting:opacity-0"
        >
          <DropdownMenu.Label className="flex items-center gap-3 px-3 py-2.5">
            {avatar}
            <span className="min-w-0">
              <span dir="auto" className="block text-sm font-semibold text-ink user-text">
                {name}
              </span>
              {/* An e-mail address (ASCII, by the contract) or the staff role: it only needs to wrap. */}
              <span className="block text-sm text-ink-muted wrap-anywhere">{detail}</span>
            </span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          {links.map((link) => (
            <DropdownMenu.Item key={link.to} asChild className={ITEM}>
              <Link to={link.to}>
                {link.icon}
                {link.label}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Item onSelect={onAction} className={ITEM}>
            <LogOut aria-hidden="true" className="size-4 text-ink-muted" />
            {actionLabel}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { LogOut } from "lucide-react";
import type { AuthUser } from "../api/session";
import { useAuth } from "../hooks/use-auth";
import { UserAvatar } from "./user-avatar";

/**
 * The avatar button and its menu with the one Logout action (spec §2). Radix supplies the menu roles,
 * arrow-key movement, and closing on outside click or Escape with focus back on the avatar. Not modal:
 * a menu button's menu (WAI-ARIA APG) leaves the page readable; a modal one would aria-hide the whole
 * page, skip link included, while it is open (axe: aria-hidden-focus).
 */
export default function AccountMenu({ user }: { user: AuthUser }) {
  const { logout } = useAuth();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={`Account menu for ${user.name}`}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full transition hover:ring-2 hover:ring-line data-[state=open]:ring-2 data-[state=open]:ring-brand"
      >
        <UserAvatar user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          className="z-50 w-64 max-w-[calc(100vw-1.5rem)] rounded-2xl border border-line bg-surface-raised p-1.5 text-ink shadow-xl transition duration-150 starting:opacity-0"
        >
          <DropdownMenu.Label className="flex items-center gap-3 px-3 py-2.5">
            <UserAvatar user={user} />
            <span className="min-w-0">
              <span className="block truncate text-sm font-semibold text-ink">{user.name}</span>
              <span className="block truncate text-sm text-ink-muted">{user.email}</span>
            </span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item
            onSelect={logout}
            className="flex min-h-11 cursor-pointer items-center gap-2.5 rounded-xl px-3 text-sm font-medium text-ink outline-none select-none data-[highlighted]:bg-surface-sunken"
          >
            <LogOut aria-hidden="true" className="size-4 text-ink-muted" />
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

import { Link } from "@tanstack/react-router";
import { Bell, ListChecks, LogOut, UserRoundCog } from "lucide-react";
import { AccountDropdown } from "../../../components/account-dropdown";
import { buttonClass } from "../../../components/button-styles";
import { UserAvatar } from "../../../components/user-avatar";
import type { AuthUser } from "../api/session";
import { useAuth } from "../hooks/use-auth";

// The member's own screens, listed the same in the avatar's menu and in the side menu. This module is
// loaded for members only (nav-account.tsx, menu-account.tsx), so a visitor's first download carries none
// of it.
const OWN_SCREENS = [
  { label: "Your activity", to: "/me" as const, Icon: ListChecks },
  { label: "Notifications", to: "/me/notifications" as const, Icon: Bell },
  { label: "Account", to: "/me/account" as const, Icon: UserRoundCog },
];

const DROPDOWN_LINKS = OWN_SCREENS.map(({ Icon, ...link }) => ({ ...link, icon: <Icon aria-hidden="true" className="size-4 text-ink-muted" /> }));

/** The member's avatar and its menu: their activity, notifications, account and Logout. */
export default function AccountMenu({ user }: { user: AuthUser }) {
  const { logout } = useAuth();
  return (
    <AccountDropdown name={user.name} detail={user.email} avatar={<UserAvatar user={user} />} actionLabel="Logout" onAction={logout} links={DROPDOWN_LINKS} />
  );
}

const MENU_ROW = buttonClass({ variant: "ghost", className: "w-full justify-start px-3" });

/**
 * The side menu's part for a member: the avatar with their name and address, their screens, and Logout.
 * `closeMenu` shuts the menu as a link is followed.
 */
export function MenuMember({ user, closeMenu }: { user: AuthUser; closeMenu: () => void }) {
  const { logout } = useAuth();
  return (
    <div className="space-y-1">
      <div className="flex items-center gap-3 px-3 py-2">
        <UserAvatar user={user} />
        <p className="min-w-0">
          <span dir="auto" className="block font-semibold text-ink user-text">
            {user.name}
          </span>
          <span className="block text-sm text-ink-muted wrap-anywhere">{user.email}</span>
        </p>
      </div>
      {OWN_SCREENS.map(({ label, to, Icon }) => (
        <Link key={to} to={to} onClick={closeMenu} className={MENU_ROW}>
          <Icon aria-hidden="true" className="size-5" />
          {label}
        </Link>
      ))}
      <button type="button" onClick={logout} className={MENU_ROW}>
        <LogOut aria-hidden="true" className="size-5" />
        Logout
      </button>
    </div>
  );
}

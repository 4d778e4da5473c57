import { Link } from "@tanstack/react-router";
import { Bell, ListChecks, LogIn, LogOut } from "lucide-react";
import { buttonClass } from "../../../components/button-styles";
import { useAuth } from "../hooks/use-auth";
import { UserAvatar } from "./user-avatar";

/**
 * The side menu's account section on small screens: Login, or the avatar with the member's name, links to
 * their activity and their notifications, and a Logout button. `closeMenu` shuts the menu first so the
 * modal is not opened behind it.
 */
export function MenuAccount({ closeMenu, returnFocusTo }: { closeMenu: () => void; returnFocusTo: HTMLElement | null }) {
  const { user, isChecking, openAuthDialog, logout } = useAuth();

  if (isChecking) return null;

  if (!user) {
    return (
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          closeMenu();
          // The Login button leaves with the menu, so focus comes back to the menu button afterwards.
          openAuthDialog("login", { returnFocusTo });
        }}
        className={buttonClass({ variant: "primary", className: "w-full" })}
      >
        <LogIn aria-hidden="true" className="size-4" />
        Login
      </button>
    );
  }

  return (
    <div className="space-y-1">
      <div className="flex items-center gap-3 px-3 py-2">
        <UserAvatar user={user} />
        <p className="min-w-0">
          <span className="block font-semibold text-ink user-text">{user.name}</span>
          <span className="block text-sm text-ink-muted user-text">{user.email}</span>
        </p>
      </div>
      <Link to="/me" onClick={closeMenu} className={buttonClass({ variant: "ghost", className: "w-full justify-start px-3" })}>
        <ListChecks aria-hidden="true" className="size-5" />
        Your activity
      </Link>
      <Link to="/me/notifications" onClick={closeMenu} className={buttonClass({ variant: "ghost", className: "w-full justify-start px-3" })}>
        <Bell aria-hidden="true" className="size-5" />
        Notifications
      </Link>
      <button type="button" onClick={logout} className={buttonClass({ variant: "ghost", className: "w-full justify-start px-3" })}>
        <LogOut aria-hidden="true" className="size-5" />
        Logout
      </button>
    </div>
  );
}

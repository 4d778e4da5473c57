import { Bell, ListChecks } from "lucide-react";
import { AccountDropdown } from "../../../components/account-dropdown";
import type { AuthUser } from "../api/session";
import { useAuth } from "../hooks/use-auth";
import { UserAvatar } from "./user-avatar";

const OWN_SCREENS = [
  { label: "Your activity", to: "/me" as const, icon: <ListChecks aria-hidden="true" className="size-4 text-ink-muted" /> },
  { label: "Notifications", to: "/me/notifications" as const, icon: <Bell aria-hidden="true" className="size-4 text-ink-muted" /> },
];

/** The member's avatar and its menu: their activity, their notifications and Logout; loaded for members only. */
export default function AccountMenu({ user }: { user: AuthUser }) {
  const { logout } = useAuth();
  return (
    <AccountDropdown name={user.name} detail={user.email} avatar={<UserAvatar user={user} />} actionLabel="Logout" onAction={logout} links={OWN_SCREENS} />
  );
}

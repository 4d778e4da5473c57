import { AccountDropdown } from "../../../components/account-dropdown";
import type { AuthUser } from "../api/session";
import { useAuth } from "../hooks/use-auth";
import { UserAvatar } from "./user-avatar";

/** The member's avatar and its menu with the one Logout action; loaded for members only. */
export default function AccountMenu({ user }: { user: AuthUser }) {
  const { logout } = useAuth();
  return (
    <AccountDropdown name={user.name} detail={user.email} avatar={<UserAvatar user={user} />} actionLabel="Logout" onAction={logout} />
  );
}

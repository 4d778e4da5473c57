import { LogIn } from "lucide-react";
import { lazy, Suspense } from "react";
import { buttonClass } from "../../../components/button-styles";
import { UserAvatar } from "../../../components/user-avatar";
import { useAuth } from "../hooks/use-auth";
import { preloadAuthDialog } from "./auth-provider";

// The dropdown (Radix menu and its positioning engine) only matters to members, so visitors never load it.
const AccountMenu = lazy(() => import("./account-menu"));

/** The header's account slot: Login when logged out, the avatar with its Logout menu when in. */
export function NavAccount() {
  const { user, isChecking, openAuthDialog } = useAuth();

  // A stored token is being checked: hold the avatar's place rather than flash a Login button.
  if (isChecking) return <span aria-hidden="true" className="size-9 animate-pulse rounded-full bg-line" />;

  if (!user) {
    return (
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => openAuthDialog("login")}
        onPointerEnter={() => void preloadAuthDialog()}
        onFocus={() => void preloadAuthDialog()}
        // Hidden while a server-rendered screen waits for the app in a browser that holds a session
        // (theme-init.js sets has-session; the session provider clears it once it takes over).
        className={buttonClass({ variant: "primary", size: "sm", className: "[.has-session_&]:invisible" })}
      >
        <LogIn aria-hidden="true" className="size-4" />
        Login
      </button>
    );
  }

  return (
    <Suspense fallback={<UserAvatar user={user} className="m-1" />}>
      <AccountMenu user={user} />
    </Suspense>
  );
}

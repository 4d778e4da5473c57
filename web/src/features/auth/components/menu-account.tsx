import { LogIn } from "lucide-react";
import { lazy, Suspense } from "react";
import { buttonClass } from "../../../components/button-styles";
import { useAuth } from "../hooks/use-auth";

// A member's part of the side menu lives with the avatar's menu (account-menu.tsx), which the header loads
// for every member: by the time the side menu opens it is there, and visitors never download it.
const MenuMember = lazy(() => import("./account-menu").then((module) => ({ default: module.MenuMember })));

/**
 * The side menu's account section on small screens: Login, or the member's own part (MenuMember: the
 * avatar with their name, links to their activity, notifications and account, and Logout). `closeMenu`
 * shuts the menu first so the modal is not opened behind it.
 */
export function MenuAccount({ closeMenu, returnFocusTo }: { closeMenu: () => void; returnFocusTo: HTMLElement | null }) {
  const { user, isChecking, openAuthDialog } = useAuth();

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
    <Suspense fallback={null}>
      <MenuMember user={user} closeMenu={closeMenu} />
    </Suspense>
  );
}

import { Menu } from "lucide-react";
import { lazy, Suspense, useCallback, useRef, useState } from "react";
import { buttonClass } from "./button-styles";
import type { NavItem } from "./nav-links";
import type { MenuSlot } from "./side-menu-panel";

// The dialog machinery (Radix, focus trap, scroll lock) is only needed once someone opens the menu, so
// it stays out of the first download (kept small for a fast first paint) and is fetched on first hover,
// focus or tap.
const loadPanel = () => import("./side-menu-panel");
const SideMenuPanel = lazy(loadPanel);

/** The small-screen menu button; the panel it opens repeats the header links and the theme toggle. */
export function SideMenu({ links, account }: { links: NavItem[]; account?: MenuSlot }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const onOpenChange = useCallback((next: boolean) => setOpen(next), []);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className={buttonClass({ variant: "ghost", size: "icon", className: "md:hidden" })}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <SideMenuPanel links={links} account={account} open={open} onOpenChange={onOpenChange} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}

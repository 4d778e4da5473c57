import { Bell } from "lucide-react";
import { buttonClass } from "../../../components/button-styles";
import { badgeText } from "../lib/bell-label";

/** The bell's picture: the icon and, with anything unread, the count ("99+" at most). Decorative. */
export function BellGlyph({ unread }: { unread: number }) {
  return (
    <>
      <Bell aria-hidden="true" className="size-5" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          data-testid="unread-badge"
          // The primary button's pairing, so the figure keeps 4.5:1 in both themes; the ring cuts it from the icon.
          className="absolute top-1 right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand px-1 text-[0.6875rem] leading-none font-bold text-white ring-2 ring-surface dark:text-slate-950"
        >
          {badgeText(unread)}
        </span>
      )}
    </>
  );
}

export const bellButtonClass = buttonClass({ variant: "ghost", size: "icon", className: "relative data-[state=open]:bg-surface-sunken data-[state=open]:text-ink" });

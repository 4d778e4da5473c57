import { lazy, Suspense } from "react";
import { useMemberGate } from "../../../lib/member-gate";
import { BellGlyph, bellButtonClass } from "./bell-glyph";

// The bell's workings (the polled figure, Radix's menu and its positioning engine, the list) are for members
// only, so they stay out of every page's first download and visitors never load them.
const MemberBell = lazy(() => import("./member-bell"));

/**
 * The header's notification bell for signed-in members; nothing for visitors, who have nothing to be told
 * and must not poll. Until its code has loaded, a still picture of it holds its place.
 */
export function NotificationBell() {
  const { isLoggedIn } = useMemberGate();
  if (!isLoggedIn) return null;
  return (
    <Suspense
      fallback={
        <span aria-hidden="true" className={bellButtonClass}>
          <BellGlyph unread={0} />
        </span>
      }
    >
      <MemberBell />
    </Suspense>
  );
}

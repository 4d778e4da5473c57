import { redirect } from "@tanstack/react-router";
import { getToken } from "../../../lib/auth-token";
import { staffPaths, type StaffKind } from "./staff-kind";

// The signed-in layouts' beforeLoad. Route options other than components are not code-split, so this file
// stays tiny (no zod, no UI): it ships with the route tree. The guard is only a convenience — the Worker
// checks the role on every call, so a forged or stale token opens nothing — and a stored token is enough
// to enter; the layout's logged-in check then confirms it.

/** Without the kind's token, off to its sign-in screen. */
export const requireStaffToken = (kind: StaffKind) => () => {
  if (!getToken(kind)) throw redirect({ to: staffPaths[kind].login, replace: true });
};

/** Back-office screens are for staff, not search engines. */
export const staffHead = (title: string) => ({
  meta: [{ title: `${title} · Plaza back office` }, { name: "robots", content: "noindex, nofollow" }],
});

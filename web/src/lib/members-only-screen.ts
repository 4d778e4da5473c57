import { useEffect } from "react";
import { useMemberGate, type MemberGate } from "./member-gate";

// Its own module, not member-gate's: only the member's own screens use it, and they load after the first
// visit's scripts (README.md, Performance: the first visit's JavaScript budget).

/**
 * A member's own screen (/me, /me/account, /me/notifications): a visitor who opens it, or signs out on it,
 * gets the login dialog at once rather than a screen of empty sections.
 */
export function useMembersOnlyScreen(): MemberGate {
  const gate = useMemberGate();
  const { isLoggedIn, requireMember } = gate;
  useEffect(() => {
    if (!isLoggedIn) void requireMember();
  }, [isLoggedIn, requireMember]);
  return gate;
}

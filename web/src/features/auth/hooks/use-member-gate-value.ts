import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useMemo } from "react";
import type { MemberGate } from "../../../lib/member-gate";
import { type AuthUser, meQuery } from "../api/session";
import type { AuthMode, OpenAuthDialogOptions } from "./use-auth";

/**
 * The auth feature's side of the member gate (web/src/lib/member-gate.tsx): what "must be a verified
 * member" means here. Anonymous visitors get the login dialog; unverified members go to the pending page
 * with "Please verify your email to continue.", as a refused login does.
 */
export function useMemberGateValue({
  user,
  isChecking,
  openAuthDialog,
  endSession,
}: {
  user: AuthUser | null;
  isChecking: boolean;
  openAuthDialog: (mode?: AuthMode, options?: OpenAuthDialogOptions) => void;
  /** Forgets a session the server no longer accepts. */
  endSession: () => void;
}): MemberGate {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  return useMemo(() => {
    const toPending = (email: string) => {
      // Pushed, not replaced: Back returns to the page where the member tried to act.
      void navigate({ to: "/verify-email-pending", state: { email, fromLogin: true } });
    };

    const requireMember = async () => {
      // The stored session is still being checked (a fraction of a second after load): asking this
      // member to log in again would be wrong, so the click waits for that same request's answer.
      const member = isChecking ? await queryClient.fetchQuery(meQuery()).catch(() => null) : user;
      if (!member) {
        openAuthDialog("login");
        return false;
      }
      if (!member.isVerified) {
        toPending(member.email);
        return false;
      }
      return true;
    };

    const handleRefusal = (status: number) => {
      if (status === 401) {
        endSession();
        openAuthDialog("login");
        return true;
      }
      if (status === 403 && user) {
        toPending(user.email);
        return true;
      }
      return false;
    };

    return { isLoggedIn: user !== null, isVerified: user?.isVerified === true, homeCity: user?.homeCity ?? null, requireMember, handleRefusal };
  }, [user, isChecking, openAuthDialog, endSession, navigate, queryClient]);
}

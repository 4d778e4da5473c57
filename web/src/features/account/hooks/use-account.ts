import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect } from "react";
import { ApiError } from "../../../lib/api";
import { useMemberGate } from "../../../lib/member-gate";
import { useSessionControl } from "../../../lib/session-control";
import { type Account, accountQuery } from "../api/account-queries";

/** The signed-in member's account (GET /api/me); asked for only while someone is signed in. */
export function useAccount() {
  const gate = useMemberGate();
  const query = useQuery({ ...accountQuery(), enabled: gate.isLoggedIn });
  const { error } = query;
  // The session ended elsewhere (a password changed on another device): the gate sends them to log in.
  useEffect(() => {
    if (error instanceof ApiError) gate.handleRefusal(error.status);
  }, [error, gate]);
  return query;
}

/**
 * Keeps what the server answered after a change: the account screen shows it, and the session (the header's
 * avatar, name and address, through lib/session-control) shows it at once on every screen.
 */
export function useShowAccount() {
  const queryClient = useQueryClient();
  const { showMember } = useSessionControl();
  return useCallback(
    (account: Account) => {
      queryClient.setQueryData(accountQuery().queryKey, account);
      showMember(account);
    },
    [queryClient, showMember],
  );
}

import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { setToken } from "../../../lib/auth-token";
import type { SessionControl } from "../../../lib/session-control";
import { authKeys, type AuthUser } from "../api/session";

/**
 * The auth feature's side of lib/session-control.tsx: what another feature may do to the session once the
 * server changed it. `endSession` is the provider's own (token and session query gone).
 */
export function useSessionControlValue(endSession: () => void): SessionControl {
  const queryClient = useQueryClient();
  const [ended, setEnded] = useState(0);

  // Nothing read as the member stays in memory: what is off screen goes, what is on screen is read again as
  // a visitor (a card's own vote). After the render that signed the member out, not in the same breath: by
  // then the member-only parts (the bell) have left the screen, so nothing asks for them without a token.
  useEffect(() => {
    if (ended === 0) return;
    queryClient.removeQueries({ type: "inactive" });
    void queryClient.invalidateQueries();
  }, [ended, queryClient]);

  return useMemo(
    () => ({
      // The account's answers carry more than GET /api/auth/loggedin (hasPassword, createdAt…); the session
      // reads only its own fields of them, so they are kept as they come (this code is in every first visit).
      showMember: (member) =>
        // Only the member signed in here: a link opened in a browser signed in as someone else changes nothing.
        queryClient.setQueryData<AuthUser>(authKeys.me(), (current) => (current && current._id === member._id ? member : current)),
      renewSession: (token, member) => {
        setToken("member", token);
        queryClient.setQueryData<AuthUser>(authKeys.me(), member);
      },
      endSession: () => {
        endSession();
        setEnded((count) => count + 1);
      },
    }),
    [queryClient, endSession],
  );
}

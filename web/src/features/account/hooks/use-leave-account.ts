import { useNavigate } from "@tanstack/react-router";
import { useCallback } from "react";
import { toast } from "sonner";
import { useSessionControl } from "../../../lib/session-control";

/**
 * After the server ended this session (signed out everywhere, the account deleted): home first, then the
 * session is forgotten and the server's message toasted. In that order, because the account screen asks a
 * visitor to log in the moment nobody is signed in, and nobody should be asked to log in to a deleted account.
 */
export function useLeaveAccount() {
  const navigate = useNavigate();
  const { endSession } = useSessionControl();
  return useCallback(
    async (message: string) => {
      await navigate({ to: "/", replace: true });
      endSession();
      toast.success(message);
    },
    [navigate, endSession],
  );
}

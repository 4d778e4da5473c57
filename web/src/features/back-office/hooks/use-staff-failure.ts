import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useCallback, useEffect } from "react";
import { toast } from "sonner";
import { failureText } from "../../../lib/api";
import { endSession } from "../api/session-api";
import { isSessionOver } from "../api/staff-errors";
import { staffPaths, type StaffKind } from "../lib/staff-kind";

/**
 * The back office's answer to a failed call: a toast with the server's message. A 401 means the session
 * has ended (expired, password reset, account removed), so the token is dropped and the person is sent to
 * sign in again rather than left clicking buttons that can only fail.
 * Returns the text shown, for forms that also print it.
 */
export function useStaffFailure(kind: StaffKind) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (error: unknown, { toastId }: { toastId?: string } = {}) => {
      const message = failureText(error);
      toast.error(message, toastId ? { id: toastId } : undefined);
      if (isSessionOver(error)) {
        // Leave the signed-in layout first: ending the session under it would re-run its check.
        void navigate({ to: staffPaths[kind].login }).then(() => endSession(queryClient, kind));
      }
      return message;
    },
    [kind, navigate, queryClient],
  );
}

/**
 * A failed load is toasted once, for every back-office list and screen. The toast id keeps a re-render or
 * a second failure from stacking toasts.
 */
export function useFailureToast(kind: StaffKind, error: unknown, toastId: string) {
  const fail = useStaffFailure(kind);
  useEffect(() => {
    if (error) fail(error, { toastId });
  }, [error, fail, toastId]);
}

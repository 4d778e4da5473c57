import { toast } from "sonner";
import { ApiError, failureText } from "../../../lib/api";
import { useMemberGate } from "../../../lib/member-gate";
import { useGuardedMutation } from "./use-guarded-mutation";

/**
 * One button's request (send a link, sign out everywhere, download): pending while it runs, so the button
 * is disabled, and started once however often it is clicked (`start`); the server's refusal is toasted, and
 * a session that ended elsewhere goes to the login dialog. `onDone` gets the answer.
 */
export function useAccountAction<Result>(run: () => Promise<Result>, onDone: (result: Result) => void | Promise<void>) {
  const gate = useMemberGate();
  return useGuardedMutation<Result>({
    mutationFn: run,
    onSuccess: onDone,
    onError: (error) => {
      if (error instanceof ApiError && gate.handleRefusal(error.status)) return;
      toast.error(failureText(error));
    },
  });
}

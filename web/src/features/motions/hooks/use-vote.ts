import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { ApiError } from "../../../lib/api";
import { useMemberGate } from "../../../lib/member-gate";
import { replaceMotionInCache } from "../api/motion-cache";
import { castVote, type VoteKind } from "../api/motion-calls";

/**
 * Voting on one motion. Visitors are sent to log in or verify first. The server decides what a press
 * means (a new vote, withdrawing the same vote, or switching sides) and answers with the updated motion,
 * which replaces the card's data in every cache; its message is toasted. A failure toasts the server's
 * message and leaves the card as it was, buttons enabled again.
 */
export function useVote(motionId: string) {
  const queryClient = useQueryClient();
  const gate = useMemberGate();
  const mutation = useMutation({
    mutationFn: (kind: VoteKind) => castVote(kind, motionId),
    onSuccess: ({ idea: motion, message }) => {
      replaceMotionInCache(queryClient, motion);
      toast.success(message);
    },
    onError: (error) => {
      // A session that ended or an unverified e-mail takes the sign-in path rather than a dead-end toast.
      if (error instanceof ApiError && gate.handleRefusal(error.status)) return;
      toast.error(error.message);
    },
  });

  const vote = async (kind: VoteKind) => {
    if (mutation.isPending || !(await gate.requireMember())) return;
    mutation.mutate(kind);
  };

  return { vote, pendingKind: mutation.isPending ? mutation.variables : undefined };
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { toast } from "sonner";
import { ApiError } from "../../../lib/api";
import { useMemberGate } from "../../../lib/member-gate";
import { replaceMotionInCache } from "../api/motion-cache";
import { castVote, type VoteKind } from "../api/motion-calls";
import type { Motion } from "../api/motion-queries";
import { retireStaleIntent, voteIntent, type VoteIntent } from "../api/vote-intent";

/**
 * Voting on one motion. Visitors are sent to log in or verify first. The server decides what a press
 * means (a new vote, withdrawing the same vote, or switching sides) and answers with the updated motion,
 * which replaces the card's data in every cache; its message is toasted. A failure toasts the server's
 * message and leaves the card as it was, buttons enabled again.
 */
export function useVote(motion: Pick<Motion, "_id" | "viewerVote">) {
  const queryClient = useQueryClient();
  const gate = useMemberGate();
  // Set before the first await: `isPending` is React state, drawn a render later, so the second click of a
  // double click would still find it false and withdraw the vote the first one cast.
  const running = useRef(false);
  useEffect(() => retireStaleIntent(motion._id, motion.viewerVote), [motion._id, motion.viewerVote]);
  const mutation = useMutation({
    mutationFn: ({ kind, key }: VoteIntent) => castVote(kind, motion._id, key),
    onSuccess: ({ idea: updated, message }, intent) => {
      replaceMotionInCache(queryClient, updated);
      intent.answered();
      toast.success(message);
    },
    onError: (error) => {
      // A session that ended or an unverified e-mail takes the sign-in path rather than a dead-end toast.
      if (error instanceof ApiError && gate.handleRefusal(error.status)) return;
      toast.error(error.message);
    },
  });

  const vote = async (kind: VoteKind) => {
    if (running.current) return;
    running.current = true;
    // The intent is what the member saw when pressing, before any wait.
    const intent = voteIntent(motion._id, kind, motion.viewerVote);
    try {
      if (await gate.requireMember()) await mutation.mutateAsync(intent);
    } catch {
      // Told by onError above.
    } finally {
      running.current = false;
    }
  };

  return { vote, pendingKind: mutation.isPending ? mutation.variables?.kind : undefined };
}

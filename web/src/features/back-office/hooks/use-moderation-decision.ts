import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { ApiError } from "../../../lib/api";
import { decideOnMotion, moderationKeys, type DecisionBody, type QueueItem } from "../api/moderation-api";
import type { StaffKind } from "../lib/staff-kind";
import { useStaffFailure } from "./use-staff-failure";

/**
 * One decision on a queue item, sent with the state the moderator saw (`expectedState`). Success toasts
 * the server's message and re-reads the queue and its count. A 409 (another moderator decided meanwhile,
 * or it is already hidden) toasts the server's message and re-reads the queue, so the item shows its new
 * state and only the moves that now apply; nothing was changed. The error is rethrown for a dialog to show.
 */
export function useModerationDecision(kind: StaffKind) {
  const queryClient = useQueryClient();
  const fail = useStaffFailure(kind);
  const refresh = () => queryClient.invalidateQueries({ queryKey: moderationKeys.all });
  const mutation = useMutation({
    mutationFn: ({ item, body }: { item: QueueItem; body: Omit<DecisionBody, "expectedState"> }) =>
      decideOnMotion(kind, item.motion._id, { ...body, expectedState: item.state }),
    onSuccess: ({ message }) => {
      toast.success(message);
      void refresh();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void refresh();
    },
  });

  /** For the one-click actions (keep, restore, approve): failures are toasted here. */
  const decide = (item: QueueItem, action: "keep" | "restore" | "approve") =>
    mutation.mutateAsync({ item, body: { action } }).catch((error: unknown) => void fail(error));

  return { decide, mutation, pendingId: mutation.isPending ? mutation.variables?.item.motion._id : undefined };
}

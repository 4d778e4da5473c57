import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { toast } from "sonner";
import { api, ApiError, unwrap } from "../../../lib/api";
import { useMemberGate } from "../../../lib/member-gate";
import { pageKeys, type PageDetail } from "../api/page-queries";

/**
 * POST (follow) or DELETE (unfollow) /api/entity/:id/follow → { message, following, followerCount }.
 * Both are idempotent on the server, so a repeated press can never count a member twice.
 */
const setFollowing = (pageId: string, follow: boolean) => {
  const route = api.entity[":id"].follow;
  const args = { param: { id: pageId } };
  return unwrap(follow ? route.$post(args) : route.$delete(args));
};

/**
 * Following a motion page. The page flips at once (optimistic) and flips back if the server refuses; the
 * server's count then replaces the guess, and its message is toasted.
 * Visitors are sent to log in (or verify) first, by the member gate.
 */
export function useFollow(page: Pick<PageDetail, "_id" | "slug" | "jurisdiction" | "following">) {
  const queryClient = useQueryClient();
  const gate = useMemberGate();
  const key = pageKeys.detail(page.slug, page.jurisdiction.slug);

  const mutation = useMutation({
    mutationFn: (follow: boolean) => setFollowing(page._id, follow),
    onMutate: async (follow) => {
      // A page refetch landing mid-request would overwrite the optimistic state with the old one.
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<PageDetail>(key);
      queryClient.setQueryData<PageDetail>(key, (cached) =>
        cached && { ...cached, following: follow, followerCount: Math.max(0, cached.followerCount + (follow ? 1 : -1)) },
      );
      return { previous };
    },
    onError: (error, _follow, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      if (error instanceof ApiError && gate.handleRefusal(error.status)) return;
      toast.error(error.message);
    },
    onSuccess: ({ message, following, followerCount }) => {
      queryClient.setQueryData<PageDetail>(key, (cached) => cached && { ...cached, following, followerCount });
      toast.success(message);
    },
  });

  // Set before the first await, as for votes (motions/hooks/use-vote.ts): `isPending` is drawn a render
  // later, and the second click of a double click would undo the first.
  const running = useRef(false);
  const toggle = async () => {
    if (running.current) return;
    running.current = true;
    try {
      if (await gate.requireMember()) await mutation.mutateAsync(!page.following);
    } catch {
      // Told by onError above.
    } finally {
      running.current = false;
    }
  };

  return { toggle, isPending: mutation.isPending };
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
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
export function useFollow(page: Pick<PageDetail, "_id" | "slug" | "following">) {
  const queryClient = useQueryClient();
  const gate = useMemberGate();
  const key = pageKeys.detail(page.slug);

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

  const toggle = async () => {
    if (mutation.isPending || !(await gate.requireMember())) return;
    mutation.mutate(!page.following);
  };

  return { toggle, isPending: mutation.isPending };
}

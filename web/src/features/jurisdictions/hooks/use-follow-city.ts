import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { toast } from "sonner";
import { api, ApiError, unwrap } from "../../../lib/api";
import { useMemberGate } from "../../../lib/member-gate";
import type { JurisdictionHome } from "../api/jurisdiction-queries";
import { jurisdictionKeys } from "../api/suggestion-query";

/** POST (follow) or DELETE (unfollow) /api/jurisdictions/:slug/follow → { message, following, followerCount }. */
const setFollowing = (slug: string, follow: boolean) => {
  const route = api.jurisdictions[":slug"].follow;
  const args = { param: { slug } };
  return unwrap(follow ? route.$post(args) : route.$delete(args));
};

/**
 * Following a city, as following a motion page (pages/hooks/use-follow.ts): the home flips at once and flips
 * back if the server refuses, the server's count then replaces the guess, and its message is toasted. A
 * visitor gets the login dialog first, through the member gate.
 */
export function useFollowCity(home: Pick<JurisdictionHome, "jurisdiction" | "following">) {
  const queryClient = useQueryClient();
  const gate = useMemberGate();
  const { slug } = home.jurisdiction;
  const key = jurisdictionKeys.home(slug);

  const mutation = useMutation({
    mutationFn: (follow: boolean) => setFollowing(slug, follow),
    onMutate: async (follow) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<JurisdictionHome>(key);
      queryClient.setQueryData<JurisdictionHome>(key, (cached) =>
        cached && { ...cached, following: follow, stats: { ...cached.stats, followers: Math.max(0, cached.stats.followers + (follow ? 1 : -1)) } },
      );
      return { previous };
    },
    onError: (error, _follow, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      if (error instanceof ApiError && gate.handleRefusal(error.status)) return;
      toast.error(error.message);
    },
    onSuccess: ({ message, following, followerCount }) => {
      queryClient.setQueryData<JurisdictionHome>(key, (cached) => cached && { ...cached, following, stats: { ...cached.stats, followers: followerCount } });
      toast.success(message);
    },
  });

  // Set before the first await: `isPending` is drawn a render later, and a double click would undo itself.
  const running = useRef(false);
  const toggle = async () => {
    if (running.current) return;
    running.current = true;
    try {
      if (await gate.requireMember()) await mutation.mutateAsync(!home.following);
    } catch {
      // Told by onError above.
    } finally {
      running.current = false;
    }
  };

  return { toggle, isPending: mutation.isPending };
}

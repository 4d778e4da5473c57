import clsx from "clsx";
import { UserCheck, UserPlus } from "lucide-react";
import type { PageDetail } from "../api/page-queries";
import { useFollow } from "../hooks/use-follow";

const countFormat = new Intl.NumberFormat("en-US");

/**
 * The motion page's follow control: a Follow / Following toggle with the follower count beside it. The
 * count is plain text outside the button, so the button's name stays "Follow" or "Following" and its
 * pressed state says which.
 */
export function FollowButton({ page }: { page: Pick<PageDetail, "_id" | "slug" | "jurisdiction" | "following" | "followerCount"> }) {
  const { toggle, isPending } = useFollow(page);
  const following = page.following === true;
  const Icon = following ? UserCheck : UserPlus;
  const count = page.followerCount;
  return (
    <div className="flex items-center gap-3">
      <button
        type="button"
        aria-pressed={following}
        // Not `disabled` while the request runs: that would drop keyboard focus; presses are ignored instead.
        aria-busy={isPending || undefined}
        onClick={() => void toggle()}
        className={clsx(
          "inline-flex min-h-11 min-w-32 items-center justify-center gap-2 rounded-xl border px-4 text-sm font-semibold shadow-sm transition-colors",
          following
            ? "border-brand bg-brand-soft text-brand-strong hover:bg-brand-soft/70"
            : "border-brand bg-surface-raised text-brand hover:bg-brand-soft",
          isPending && "cursor-wait",
        )}
      >
        <Icon aria-hidden className="size-4" />
        {following ? "Following" : "Follow"}
      </button>
      <p className="text-sm text-ink-muted">
        <span className="font-semibold tabular-nums text-ink">{countFormat.format(count)}</span>{" "}
        {count === 1 ? "follower" : "followers"}
      </p>
    </div>
  );
}

import clsx from "clsx";
import { UserCheck, UserPlus } from "lucide-react";
import type { JurisdictionHome } from "../api/jurisdiction-queries";
import { useFollowCity } from "../hooks/use-follow-city";
import { formatCount } from "../lib/jurisdiction-text";

/**
 * "Follow this city": a toggle, pressed while the member follows it, with the follower count beside it as
 * plain text, so the button's name stays "Follow this city" or "Following". A visitor gets the login dialog.
 */
export function FollowCityButton({ home }: { home: Pick<JurisdictionHome, "jurisdiction" | "following" | "stats"> }) {
  const { toggle, isPending } = useFollowCity(home);
  const following = home.following === true;
  const Icon = following ? UserCheck : UserPlus;
  const count = home.stats.followers;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        aria-pressed={following}
        // Not `disabled` while the request runs: that would drop keyboard focus; presses are ignored instead.
        aria-busy={isPending || undefined}
        onClick={() => void toggle()}
        className={clsx(
          "inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border px-4 text-sm font-semibold shadow-sm transition-colors",
          following
            ? "border-brand bg-brand-soft text-brand-strong hover:bg-brand-soft/70"
            : "border-brand bg-surface-raised text-brand hover:bg-brand-soft",
          isPending && "cursor-wait",
        )}
      >
        <Icon aria-hidden className="size-4" />
        {following ? "Following" : "Follow this city"}
      </button>
      <p className="text-sm text-ink-muted">
        <span className="font-semibold tabular-nums text-ink">{formatCount(count)}</span> {count === 1 ? "follower" : "followers"}
      </p>
    </div>
  );
}

import { clsx } from "clsx";
import { useState } from "react";
import { initialOf } from "../../../lib/initial-of";
import type { AuthUser } from "../api/session";

/**
 * The member's picture (profile.link, e.g. from Google) or, without one or if it fails to load, the first
 * letter of the name in a circle. Decorative: the control around it carries the name.
 */
export function UserAvatar({ user, className }: { user: Pick<AuthUser, "name" | "profile">; className?: string }) {
  const [broken, setBroken] = useState<string | null>(null);
  const picture = user.profile.link;
  const base = clsx("size-9 shrink-0 rounded-full", className);

  if (picture && broken !== picture) {
    return (
      <img
        src={picture}
        alt=""
        // Google's picture host refuses hot-linked requests that carry a referrer.
        referrerPolicy="no-referrer"
        onError={() => setBroken(picture)}
        className={clsx(base, "bg-surface-sunken object-cover")}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-testid="avatar-initial"
      // Same pairing as the primary button, so the letter keeps 4.5:1 in both themes.
      className={clsx(base, "inline-flex items-center justify-center bg-brand text-base font-semibold text-white dark:text-slate-950")}
    >
      {initialOf(user.name)}
    </span>
  );
}

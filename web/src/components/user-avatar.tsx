import { clsx } from "clsx";
import { useState } from "react";
import { initialOf } from "../lib/initial-of";

/** What an avatar needs of a member: the name for the initial, and the picture's address if there is one. */
type Pictured = { name: string; profile: { link: string | null } };

// The header's size, and the account screen's larger one; the initial grows with its circle.
const SIZES = {
  md: { box: "size-9", letter: "text-base" },
  lg: { box: "size-20", letter: "text-3xl" },
} as const;

/**
 * The member's picture (profile.link: an uploaded one, else Google's) or, without one or if it fails to
 * load, the first letter of the name in a circle. Decorative: the control around it carries the name.
 * Shared by the header's account controls (auth) and the account screen (account).
 */
export function UserAvatar({ user, size = "md", className }: { user: Pictured; size?: keyof typeof SIZES; className?: string }) {
  const [broken, setBroken] = useState<string | null>(null);
  const picture = user.profile.link;
  const base = clsx("shrink-0 rounded-full", SIZES[size].box, className);

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
      className={clsx(base, SIZES[size].letter, "inline-flex items-center justify-center bg-brand font-semibold text-white dark:text-slate-950")}
    >
      {initialOf(user.name)}
    </span>
  );
}

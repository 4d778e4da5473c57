import { clsx } from "clsx";
import { LoaderCircle, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClass } from "../../../components/button-styles";

/**
 * A button for one request (send a link, sign out everywhere, download): disabled with a spinner and
 * `busyLabel` while the request runs, so a second click sends nothing.
 */
export function ActionButton({
  busy,
  busyLabel,
  icon: Icon,
  onClick,
  children,
  variant = "secondary",
  className,
}: {
  busy: boolean;
  busyLabel: string;
  icon: LucideIcon;
  onClick: () => void;
  children: ReactNode;
  variant?: "primary" | "secondary";
  className?: string;
}) {
  return (
    <button
      type="button"
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={() => !busy && onClick()}
      className={buttonClass({ variant, className: clsx("disabled:opacity-70", className) })}
    >
      {busy ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : <Icon aria-hidden="true" className="size-4" />}
      {busy ? busyLabel : children}
    </button>
  );
}

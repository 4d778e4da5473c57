import { clsx } from "clsx";
import { UserX } from "lucide-react";

/**
 * "Former member": the author deleted their account and kept this motion on the public record
 * (`formerMember` on the motion). Quiet, muted text beside the motion's other facts; its title and the
 * words read aloud say what it means, so it is not taken for a name.
 */
export function FormerMemberLabel({ className }: { className?: string }) {
  return (
    <span
      title="Posted by a member who has since deleted their account"
      className={clsx("inline-flex items-center gap-1 text-sm text-ink-muted", className)}
    >
      <UserX aria-hidden="true" className="size-3.5 shrink-0" />
      Former member
      <span className="sr-only"> (the author deleted their account)</span>
    </span>
  );
}

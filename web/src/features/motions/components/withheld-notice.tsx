import { Link } from "@tanstack/react-router";
import { EyeOff, Hourglass } from "lucide-react";

/**
 * In place of a motion's text, for anyone but its author, while the public may not read it: hidden by the
 * moderators (with the public reason) or awaiting review. A link shared earlier thus explains itself.
 */
export function WithheldNotice({ notice, awaitingReview }: { notice: { title: string; body: string }; awaitingReview: boolean }) {
  const Icon = awaitingReview ? Hourglass : EyeOff;
  return (
    <div className="mt-4 flex gap-3 rounded-xl border border-line bg-surface-sunken px-4 py-4 text-ink">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink-muted" />
      <div>
        <p className="font-semibold">{notice.title}</p>
        <p className="mt-1 text-sm text-ink-muted">
          {notice.body}{" "}
          <Link to="/transparency" className="font-medium text-brand underline underline-offset-4">
            How moderation works
          </Link>
        </p>
      </div>
    </div>
  );
}

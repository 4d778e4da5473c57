import { ThumbsDown, ThumbsUp } from "lucide-react";

const countFormat = new Intl.NumberFormat("en-US");

/**
 * Up and down counts, read-only: voting controls arrive with the voting feature, and until then a
 * button that did nothing would only mislead.
 */
export function VoteCounts({ up, down }: { up: number; down: number }) {
  return (
    <p className="flex items-center gap-4 text-sm text-ink-muted">
      <span className="inline-flex items-center gap-1.5">
        <ThumbsUp aria-hidden className="size-4" />
        <span className="tabular-nums text-ink">{countFormat.format(up)}</span>
        <span className="sr-only">{up === 1 ? "upvote" : "upvotes"}</span>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <ThumbsDown aria-hidden className="size-4" />
        <span className="tabular-nums text-ink">{countFormat.format(down)}</span>
        <span className="sr-only">{down === 1 ? "downvote" : "downvotes"}</span>
      </span>
    </p>
  );
}

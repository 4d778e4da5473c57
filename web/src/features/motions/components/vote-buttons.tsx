import clsx from "clsx";
import { LoaderCircle, ThumbsDown, ThumbsUp, type LucideIcon } from "lucide-react";
import { useId } from "react";
import type { VoteKind } from "../api/motion-calls";
import type { Motion } from "../api/motion-queries";
import { useVote } from "../hooks/use-vote";

const countFormat = new Intl.NumberFormat("en-US");

const kinds: Record<VoteKind, { label: string; Icon: LucideIcon; pressed: string }> = {
  // Pressed states differ by fill and border as well as colour, so they read in both themes and without colour.
  up: {
    label: "Upvote",
    Icon: ThumbsUp,
    pressed: "border-green-700 bg-green-50 text-green-800 dark:border-green-400 dark:bg-green-950/60 dark:text-green-200",
  },
  down: {
    label: "Downvote",
    Icon: ThumbsDown,
    pressed: "border-red-700 bg-red-50 text-red-800 dark:border-red-400 dark:bg-red-950/60 dark:text-red-200",
  },
};

type ButtonProps = { kind: VoteKind; count: number; pressed: boolean; busy: boolean; frozen: boolean; spinning: boolean; onPress: () => void };

function VoteButton({ kind, count, pressed, busy, frozen, spinning, onPress }: ButtonProps) {
  const { label, Icon, pressed: pressedStyle } = kinds[kind];
  const Glyph = spinning ? LoaderCircle : Icon;
  return (
    <button
      type="button"
      aria-label={`${label} (${count})`}
      aria-pressed={pressed}
      // aria-disabled rather than disabled: a disabled button drops keyboard focus to the page top, and
      // the member should stay on the card they just voted on. Presses are ignored while busy.
      aria-disabled={busy || frozen || undefined}
      onClick={() => !busy && !frozen && onPress()}
      className={clsx(
        "inline-flex min-h-11 min-w-16 items-center justify-center gap-2 rounded-xl border px-3 text-sm font-semibold transition-colors",
        pressed ? pressedStyle : "border-line bg-surface-raised text-ink-muted",
        !pressed && !frozen && "hover:border-ink-muted/50 hover:text-ink",
        busy && "cursor-wait opacity-70",
        frozen && "cursor-not-allowed",
      )}
    >
      <Glyph aria-hidden className={clsx("size-4", spinning && "animate-spin", pressed && !spinning && "fill-current")} />
      <span className="tabular-nums">{countFormat.format(count)}</span>
    </button>
  );
}

/**
 * The card's upvote and downvote buttons with their counts. Pressed states come from the
 * server's viewerVote, so a member's own vote shows after a reload. While a vote runs both buttons are
 * disabled and the pressed one spins. `frozen` (why voting is closed) disables them for good and says why.
 * `kinds` narrows them (the Submit Motion dialog's suggestions offer Upvote only).
 */
export function VoteButtons({
  motion,
  frozen,
  kinds = ["up", "down"],
}: {
  motion: Pick<Motion, "_id" | "votes" | "downVotes" | "viewerVote">;
  frozen?: string;
  kinds?: readonly VoteKind[];
}) {
  const { vote, pendingKind } = useVote(motion);
  const busy = pendingKind !== undefined;
  const noteId = useId();
  const buttons = (
    <div
      role="group"
      aria-label="Vote on this motion"
      aria-busy={busy || undefined}
      aria-describedby={frozen ? noteId : undefined}
      className="flex items-center gap-2"
    >
      {kinds.map((kind) => (
        <VoteButton
          key={kind}
          kind={kind}
          count={kind === "up" ? motion.votes.count : motion.downVotes.count}
          pressed={motion.viewerVote === kind}
          busy={busy}
          frozen={Boolean(frozen)}
          spinning={pendingKind === kind}
          onPress={() => void vote(kind)}
        />
      ))}
    </div>
  );
  if (!frozen) return buttons;
  // A motion the public may not read keeps its counts in view, but the server refuses votes on it (409):
  // the buttons say so instead of offering a press that can only fail.
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      {buttons}
      <p id={noteId} className="text-sm text-ink-muted">
        {frozen}
      </p>
    </div>
  );
}

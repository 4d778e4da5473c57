import clsx from "clsx";
import { LoaderCircle, ThumbsDown, ThumbsUp, type LucideIcon } from "lucide-react";
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

type ButtonProps = { kind: VoteKind; count: number; pressed: boolean; busy: boolean; spinning: boolean; onPress: () => void };

function VoteButton({ kind, count, pressed, busy, spinning, onPress }: ButtonProps) {
  const { label, Icon, pressed: pressedStyle } = kinds[kind];
  const Glyph = spinning ? LoaderCircle : Icon;
  return (
    <button
      type="button"
      aria-label={`${label} (${count})`}
      aria-pressed={pressed}
      // aria-disabled rather than disabled: a disabled button drops keyboard focus to the page top, and
      // the member should stay on the card they just voted on. Presses are ignored while busy.
      aria-disabled={busy || undefined}
      onClick={() => !busy && onPress()}
      className={clsx(
        "inline-flex min-h-11 min-w-16 items-center justify-center gap-2 rounded-xl border px-3 text-sm font-semibold transition-colors",
        pressed ? pressedStyle : "border-line bg-surface-raised text-ink-muted hover:border-ink-muted/50 hover:text-ink",
        busy && "cursor-wait opacity-70",
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
 * disabled and the pressed one spins.
 */
export function VoteButtons({ motion }: { motion: Pick<Motion, "_id" | "votes" | "downVotes" | "viewerVote"> }) {
  const { vote, pendingKind } = useVote(motion._id);
  const busy = pendingKind !== undefined;
  return (
    <div role="group" aria-label="Vote on this motion" aria-busy={busy || undefined} className="flex items-center gap-2">
      {(["up", "down"] as const).map((kind) => (
        <VoteButton
          key={kind}
          kind={kind}
          count={kind === "up" ? motion.votes.count : motion.downVotes.count}
          pressed={motion.viewerVote === kind}
          busy={busy}
          spinning={pendingKind === kind}
          onPress={() => void vote(kind)}
        />
      ))}
    </div>
  );
}

import { scorerLabel, scoreNoun, shortScore } from "@contract/scorers";
import clsx from "clsx";
import { Loader2 } from "lucide-react";
import { formatScore } from "../../../lib/display-format";
import { scoreBand, type ScoreBand } from "../lib/motion-format";
import type { Motion } from "../api/motion-queries";

// Each pair keeps at least 4.5:1 text contrast on its tint, in light and in dark.
const bandStyles: Record<ScoreBand, string> = {
  red: "bg-red-50 text-red-800 ring-red-200 dark:bg-red-950/60 dark:text-red-200 dark:ring-red-900",
  orange: "bg-orange-50 text-orange-800 ring-orange-200 dark:bg-orange-950/60 dark:text-orange-200 dark:ring-orange-900",
  amber: "bg-amber-50 text-amber-900 ring-amber-200 dark:bg-amber-950/60 dark:text-amber-200 dark:ring-amber-900",
  green: "bg-green-50 text-green-800 ring-green-200 dark:bg-green-950/60 dark:text-green-200 dark:ring-green-900",
};

const base = "inline-flex shrink-0 items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset";
const neutral = "bg-surface-sunken text-ink-muted ring-line";

type Props = Pick<Motion, "aiStatus" | "aiScore" | "aiModel">;

/** The badge's short word for its scorer ("Rubric 72", "AI 72") and the sentence a screen reader hears. */
function badgeWords(score: string, aiModel: string | null) {
  const label = aiModel ? scorerLabel(aiModel) : null;
  const by = !label ? "" : label.kind === "rule-based" ? ", rule-based" : ` by ${label.name}`;
  return { short: shortScore(score, aiModel), sentence: `${scoreNoun(aiModel)} ${score} out of 100${by}` };
}

/**
 * The score as a coloured number, named for its scorer: "AI" only when a model scored (README.md, "Labels").
 * The band colour repeats what the number says, never replaces it.
 */
export function ScoreBadge({ aiStatus, aiScore, aiModel }: Props) {
  if (aiStatus === "pending") {
    return (
      <span className={clsx(base, neutral)}>
        <Loader2 aria-hidden className="size-3.5 animate-spin" />
        Scoring…
      </span>
    );
  }
  if (aiStatus === "failed" || aiScore === null) {
    return <span className={clsx(base, neutral, "font-medium")}>Not scored</span>;
  }
  const { short, sentence } = badgeWords(formatScore(aiScore), aiModel);
  return (
    <span className={clsx(base, bandStyles[scoreBand(aiScore)])} data-band={scoreBand(aiScore)}>
      <span aria-hidden>{short}</span>
      <span className="sr-only">{sentence}</span>
    </span>
  );
}

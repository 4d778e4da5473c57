import type { Motion } from "../api/motion-queries";
import { useLiveMotion } from "../hooks/use-live-motion";
import { formatFullTimestamp, formatMotionTime } from "../lib/motion-format";
import { AiAnalysisPanel } from "./ai-analysis-panel";
import { PageSummary } from "./page-summary";
import { ScoreBadge } from "./score-badge";
import { VoteButtons } from "./vote-buttons";

/** One motion in a list. `now` comes from the list so every card ages together. */
export function MotionCard({ motion: listed, now = Date.now() }: { motion: Motion; now?: number }) {
  const motion = useLiveMotion(listed);
  return (
    <article className="rounded-2xl border border-line bg-surface-raised p-4 shadow-sm sm:p-5">
      <header className="flex items-center justify-between gap-3">
        <PageSummary page={motion.entity} />
        <ScoreBadge aiStatus={motion.aiStatus} aiScore={motion.aiScore} />
      </header>
      {/* pre-line keeps the author's line breaks; user-text stops a long link from widening the card. */}
      <p className="mt-3 whitespace-pre-line user-text text-base leading-relaxed text-ink">{motion.idea}</p>
      <footer className="mt-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <VoteButtons motion={motion} />
        <time dateTime={motion.createdAt} title={formatFullTimestamp(motion.createdAt)} className="text-sm text-ink-muted">
          {formatMotionTime(motion.createdAt, now)}
        </time>
      </footer>
      <AiAnalysisPanel
        aiStatus={motion.aiStatus}
        aiExplanation={motion.aiExplanation}
        aiCriteria={motion.aiCriteria}
        aiModel={motion.aiModel}
      />
    </article>
  );
}

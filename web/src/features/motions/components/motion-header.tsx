import type { Motion } from "../api/motion-queries";
import { PageSummary } from "./page-summary";
import { ScoreBadge } from "./score-badge";
import { StatusBadge } from "./status-badge";

/** The top line of a motion, on its card and its permalink: its page, where it stands with the city, its score. */
export function MotionHeader({ motion }: { motion: Pick<Motion, "entity" | "status" | "aiStatus" | "aiScore" | "aiModel"> }) {
  return (
    <header className="flex flex-wrap items-center justify-between gap-3">
      <PageSummary page={motion.entity} />
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={motion.status} />
        <ScoreBadge aiStatus={motion.aiStatus} aiScore={motion.aiScore} aiModel={motion.aiModel} />
      </div>
    </header>
  );
}

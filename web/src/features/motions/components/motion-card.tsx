import { Link } from "@tanstack/react-router";
import { Landmark } from "lucide-react";
import type { Motion } from "../api/motion-queries";
import { useLiveMotion } from "../hooks/use-live-motion";
import { motionLink } from "../../../lib/addresses";
import { formatFullTimestamp, formatRelativeTime } from "../../../lib/display-format";
import { useClock } from "../../../lib/server-clock";
import { AiAnalysisPanel } from "./ai-analysis-panel";
import { FormerMemberLabel } from "./former-member-label";
import { HighlightedText } from "./highlighted-text";
import { MotionHeader } from "./motion-header";
import { ReportButton } from "./report-button";
import { ShareButton } from "./share-button";
import { VoteButtons } from "./vote-buttons";

/** The city's latest answer, by its first line: the rest is on the motion's permalink. */
function LatestResponse({ update }: { update: NonNullable<Motion["latestUpdate"]> }) {
  const firstLine = update.text.split("\n", 1)[0]!;
  return (
    <p className="mt-3 flex gap-2 rounded-xl bg-surface-sunken px-3 py-2 text-sm text-ink">
      <Landmark aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-muted" />
      <span className="min-w-0 line-clamp-2">
        <span className="font-semibold">City response: </span>
        <span dir="auto" className="user-text">
          {firstLine}
        </span>
      </span>
    </p>
  );
}

/** One motion in a list. `now` comes from the list so every card ages together; `highlight` is a search whose words are marked. */
export function MotionCard({ motion: listed, now = Date.now(), highlight }: { motion: Motion; now?: number; highlight?: string }) {
  const motion = useLiveMotion(listed);
  const clock = useClock(now);
  return (
    <article className="rounded-2xl border border-line bg-surface-raised p-4 shadow-sm sm:p-5">
      <MotionHeader motion={motion} />
      {/* pre-line keeps the author's line breaks; user-text stops a long link from widening the card; dir="auto"
          lets Arabic or Hebrew read right to left (with a search's marks inside it). */}
      <p dir="auto" className="mt-3 whitespace-pre-line user-text text-base leading-relaxed text-ink">
        <HighlightedText text={motion.idea} q={highlight} />
      </p>
      {motion.latestUpdate && <LatestResponse update={motion.latestUpdate} />}
      <footer className="mt-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <VoteButtons motion={motion} />
        <div className="flex flex-wrap items-center gap-1">
          {motion.formerMember && <FormerMemberLabel className="me-2" />}
          {/* The motion's own page: its timeline, to share. The posting time is the link's text. */}
          <Link
            {...motionLink(motion)}
            title={formatFullTimestamp(motion.createdAt, clock.timeZone)}
            className="inline-flex min-h-11 items-center text-sm text-ink-muted underline-offset-4 hover:text-brand hover:underline"
          >
            <span className="sr-only">Open motion, posted </span>
            <time dateTime={motion.createdAt}>{formatRelativeTime(motion.createdAt, clock.now, clock.timeZone)}</time>
          </Link>
          <ShareButton motion={motion} />
          <ReportButton motionId={motion._id} />
        </div>
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

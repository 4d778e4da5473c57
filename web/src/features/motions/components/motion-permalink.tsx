import { Link } from "@tanstack/react-router";
import { ArrowLeft, Combine } from "lucide-react";
import { pageLink } from "../../../lib/addresses";
import { displayPageName } from "../../../lib/page-name";
import type { MotionDetail } from "../api/motion-queries";
import { frozenVotesText, withheldNotice } from "../lib/moderation-text";
import { AiAnalysisPanel } from "./ai-analysis-panel";
import { AuthorModeration } from "./author-moderation";
import { FormerMemberLabel } from "./former-member-label";
import { MotionHeader } from "./motion-header";
import { MotionRefLink, MotionTimeline } from "./motion-timeline";
import { ReportButton } from "./report-button";
import { ShareButton } from "./share-button";
import { VoteButtons } from "./vote-buttons";
import { WithheldNotice } from "./withheld-notice";

/**
 * A motion's own page (/{jurisdiction}/{page}/motions/{id}): the motion, its score and analysis, votes, merges and timeline;
 * for a motion hidden by the moderators or awaiting review, why, and for its author the appeal.
 */
export function MotionPermalink({ motion }: { motion: MotionDetail }) {
  // Hidden or awaiting review: the public reads why instead of the text; the author reads both.
  const notice = withheldNotice(motion);
  return (
    <article aria-labelledby="motion-heading" className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Link
        {...pageLink(motion.entity)}
        className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brand underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4 shrink-0" />
        <span className="min-w-0">
          All motions on{" "}
          <span dir="auto" className="user-text">
            {displayPageName(motion.entity.name)}
          </span>
        </span>
      </Link>
      <div className="mt-4 rounded-2xl border border-line bg-surface-raised p-4 shadow-sm sm:p-6">
        <MotionHeader motion={motion} />
        <h1 id="motion-heading" className="sr-only">
          Motion
        </h1>
        {notice && !motion.moderation ? (
          <WithheldNotice notice={notice} awaitingReview={motion.awaitingReview} />
        ) : (
          <p dir="auto" className="mt-4 text-lg leading-relaxed whitespace-pre-line text-ink user-text">
            {motion.idea}
          </p>
        )}
        {motion.formerMember && (
          <p className="mt-3">
            <FormerMemberLabel />
          </p>
        )}
        {motion.moderation && <AuthorModeration motionId={motion._id} moderation={motion.moderation} />}
        {motion.mergedIntoMotion && (
          <p className="mt-4 flex gap-2 rounded-xl border border-line bg-surface-sunken px-4 py-3 text-sm text-ink">
            <Combine aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              Merged into: <MotionRefLink motion={motion.mergedIntoMotion} />
            </span>
          </p>
        )}
        {motion.alsoProposedAs.length > 0 && (
          <div className="mt-4 rounded-xl border border-line bg-surface-sunken px-4 py-3 text-sm text-ink">
            <p className="font-semibold">Also proposed as:</p>
            <ul className="mt-1 list-disc space-y-1 ps-5">
              {motion.alsoProposedAs.map((ref) => (
                <li key={ref._id}>
                  <MotionRefLink motion={ref} />
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="mt-5 flex flex-wrap items-center justify-between gap-2">
          <VoteButtons motion={motion} frozen={notice ? frozenVotesText(motion) : undefined} />
          {/* Only a public motion can be shared or reported; ReportButton leaves out the member's own. */}
          {!notice && (
            <div className="flex items-center gap-1">
              <ShareButton motion={motion} />
              <ReportButton motionId={motion._id} />
            </div>
          )}
        </div>
        {(!notice || motion.moderation) && (
          <AiAnalysisPanel aiStatus={motion.aiStatus} aiExplanation={motion.aiExplanation} aiCriteria={motion.aiCriteria} aiModel={motion.aiModel} />
        )}
      </div>
      <section aria-labelledby="timeline-heading" className="mt-10">
        <h2 id="timeline-heading" className="text-xl font-bold tracking-tight text-ink">
          What happened
        </h2>
        <div className="mt-5">
          <MotionTimeline motion={motion} />
        </div>
      </section>
    </article>
  );
}

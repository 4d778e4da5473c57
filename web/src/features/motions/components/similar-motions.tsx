import { STATUS_LABELS } from "@contract/statuses";
import { Link } from "@tanstack/react-router";
import { ArrowRight } from "lucide-react";
import { useId, type MouseEvent } from "react";
import { motionLink } from "../../../lib/addresses";
import { displayPageName } from "../../../lib/page-name";
import type { Motion } from "../api/motion-queries";
import { useSimilarMotions } from "../hooks/use-similar-motions";
import { StatusBadge } from "./status-badge";
import { VoteButtons } from "./vote-buttons";
import { pageLink } from "../../../lib/addresses";

const HEADING = "Similar motions already here: vote for one instead?";

/** A plain left click leaves with the link; a click that opens a new tab or window keeps the dialog and its text. */
const leavesPage = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

function SimilarMotion({ motion, onLeave }: { motion: Motion; onLeave: () => void }) {
  const textId = useId();
  return (
    <li className="rounded-lg border border-line bg-surface-raised p-3">
      {/* Clamped: the whole text is on the motion's own page, which the link below opens. */}
      <p id={textId} dir="auto" className="line-clamp-3 text-sm leading-relaxed text-ink user-text">
        {motion.idea}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
        <VoteButtons motion={motion} kinds={["up"]} />
        {motion.status === "open" ? (
          <span className="text-sm text-ink-muted">
            <span className="sr-only">Status: </span>
            {STATUS_LABELS.open}
          </span>
        ) : (
          <StatusBadge status={motion.status} />
        )}
        <Link
          {...motionLink(motion)}
          // Three links share this name; the motion's text, as their description, tells them apart.
          aria-describedby={textId}
          onClick={(event) => leavesPage(event) && onLeave()}
          className="ms-auto inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand underline-offset-4 hover:text-brand-strong hover:underline"
        >
          View motion
          <ArrowRight aria-hidden className="size-4 shrink-0" />
        </Link>
      </div>
    </li>
  );
}

const summary = (count: number, pageName: string | null) =>
  [count > 0 && `${count} similar ${count === 1 ? "motion is" : "motions are"} already on this page.`, pageName && `This may belong on ${pageName}.`]
    .filter(Boolean)
    .join(" ");

/**
 * Under the Submit Motion textarea, while the member writes: up to three motions of this page that say
 * nearly the same, each with its upvote (voted on in place) and a link to it, and a page the motion may
 * belong on. Never blocking: Add Motion works whatever is shown. Screen readers hear a short summary of each
 * change from a polite live region; focus stays in the textarea. `onLeave` closes the dialog when a link
 * here is followed.
 */
export function SimilarMotions({ pageId, text, onLeave }: { pageId: string; text: string; onLeave: () => void }) {
  const result = useSimilarMotions(pageId, text);
  const headingId = useId();
  const motions = result?.motions ?? [];
  const page = result?.suggestedPage ?? null;
  const pageName = page && displayPageName(page.name);

  return (
    <>
      <p aria-live="polite" className="sr-only">
        {summary(motions.length, pageName)}
      </p>
      {(motions.length > 0 || page) && (
        <section
          aria-labelledby={motions.length > 0 ? headingId : undefined}
          aria-label={motions.length > 0 ? undefined : "Suggested page"}
          className="space-y-3 rounded-xl border border-line bg-surface-sunken p-3 sm:p-4"
        >
          {motions.length > 0 && (
            <>
              <h3 id={headingId} className="text-sm font-semibold text-ink">
                {HEADING}
              </h3>
              <ul className="space-y-2">
                {motions.map((motion) => (
                  <SimilarMotion key={motion._id} motion={motion} onLeave={onLeave} />
                ))}
              </ul>
            </>
          )}
          {page && pageName && (
            <p className="text-sm text-ink">
              This may belong on{" "}
              <Link
                {...pageLink(page)}
                onClick={(event) => leavesPage(event) && onLeave()}
                className="inline-flex items-center gap-1 font-semibold text-brand underline underline-offset-4 hover:text-brand-strong"
              >
                <span dir="auto" className="min-w-0 user-text">
                  {pageName}
                </span>
                <ArrowRight aria-hidden className="size-4 shrink-0" />
              </Link>
            </p>
          )}
        </section>
      )}
    </>
  );
}

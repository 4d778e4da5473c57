import { scorerLabel } from "@contract/scorers";
import { STATUS_LABELS } from "@contract/statuses";
import { Link } from "@tanstack/react-router";
import { CircleDot, Gauge, Landmark, Send } from "lucide-react";
import type { ReactNode } from "react";
import type { MotionDetail, MotionUpdate } from "../api/motion-queries";
import { motionLink } from "../../../lib/addresses";
import { formatFullTimestamp, formatScore } from "../../../lib/display-format";
import { useClock } from "../../../lib/server-clock";

// A motion's public timeline on its permalink: submitted, scored, then every official update with who and
// when, and merges in either direction. Oldest first, as the city answered.

const ROLE_LABELS = { admin: "Administrator", editor: "City editor" } as const;

type Ref = MotionDetail["alsoProposedAs"][number];

/** A link to another motion's permalink, shown by its first words. */
export function MotionRefLink({ motion }: { motion: Ref }) {
  return (
    <Link dir="auto" {...motionLink(motion)} className="font-medium text-brand underline-offset-4 user-text hover:underline">
      {motion.hidden ? "A motion hidden by the moderators" : motion.idea}
    </Link>
  );
}

function Entry({ icon, title, at, children }: { icon: ReactNode; title: ReactNode; at: string; children?: ReactNode }) {
  const { timeZone } = useClock(Date.now());
  return (
    <li className="relative ps-10">
      <span aria-hidden="true" className="absolute start-0 top-0 flex size-7 items-center justify-center rounded-full bg-surface-sunken text-ink-muted ring-1 ring-line">
        {icon}
      </span>
      <p className="font-semibold text-ink">{title}</p>
      <p className="text-sm text-ink-muted">
        <time dateTime={at}>{formatFullTimestamp(at, timeZone)}</time>
      </p>
      {children}
    </li>
  );
}

function UpdateEntry({ update, refs }: { update: MotionUpdate; refs: Map<string, Ref> }) {
  const moved = update.status !== update.previousStatus;
  const from = update.mergedFrom ? refs.get(update.mergedFrom) : undefined;
  const into = update.mergedInto ? refs.get(update.mergedInto) : undefined;
  const title = from
    ? "A duplicate was merged into this motion"
    : moved
      ? `${STATUS_LABELS[update.previousStatus]} → ${STATUS_LABELS[update.status]}`
      : "Response from the city";
  return (
    <Entry icon={<Landmark className="size-4" />} title={title} at={update.createdAt}>
      <p className="mt-1 text-sm text-ink-muted">
        <span dir="auto" className="user-text">
          {update.by.name}
        </span>{" "}
        · {ROLE_LABELS[update.by.role]}
      </p>
      {(from ?? into) && (
        <p className="mt-2 text-sm text-ink">
          {from ? "Merged: " : "Merged into: "}
          <MotionRefLink motion={(from ?? into)!} />
        </p>
      )}
      <p dir="auto" className="mt-2 leading-relaxed whitespace-pre-line text-ink user-text">
        {update.text}
      </p>
    </Entry>
  );
}

export function MotionTimeline({ motion }: { motion: MotionDetail }) {
  const refs = new Map([...motion.alsoProposedAs, ...(motion.mergedIntoMotion ? [motion.mergedIntoMotion] : [])].map((r) => [r._id, r]));
  return (
    <ol aria-label="Timeline" className="space-y-6">
      <Entry icon={<Send className="size-4" />} title="Submitted" at={motion.createdAt} />
      {motion.aiStatus === "scored" && motion.aiScore !== null && motion.scoredAt && (
        <Entry icon={<Gauge className="size-4" />} title={`Scored ${formatScore(motion.aiScore)} out of 100${motion.aiModel ? ` by ${scorerLabel(motion.aiModel).name}` : ""}`} at={motion.scoredAt} />
      )}
      {motion.updates.map((update) => (
        <UpdateEntry key={update._id} update={update} refs={refs} />
      ))}
      {motion.updates.length === 0 && (
        <li className="relative ps-10 text-sm text-ink-muted">
          <CircleDot aria-hidden="true" className="absolute start-1.5 top-0.5 size-4" />
          No response from the city yet.
        </li>
      )}
    </ol>
  );
}

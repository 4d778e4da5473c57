import type { ListSort } from "@contract/limits";
import { useInfiniteQuery } from "@tanstack/react-query";
import { RotateCcw } from "lucide-react";
import { buttonClass } from "../../../components/button-styles";
import { HydrateApart } from "../../../components/hydrate-apart";
import { motionListQueryOptions } from "../api/motion-queries";
import { MotionCard } from "./motion-card";
import { MotionCardSkeleton } from "./motion-card-skeleton";

type Props = {
  /** The city, region or nation whose motions these are (with everything below it). */
  jurisdiction: string;
  sort: ListSort;
  /** At most this many cards; the rest are on All Motions, which the caller links to. */
  limit: number;
  /** What to say when there are none ("No motion in Rivermouth has an answer yet."). */
  empty: string;
  /** Only motions with an official answer: "Recently answered" lists the unanswered ones after them. */
  answeredOnly?: boolean;
};

/**
 * The first motions of a jurisdiction in one sort, as cards: a city home's trending and recently answered
 * motions, a region's or the nation's trending ones. The same query as All Motions in that view
 * (`/motions?jurisdiction=…&sort=…`), so "See all" opens on what was already loaded, and a vote on a card here
 * shows there too. No scrolling for more: a home shows a few of each, and links to the rest.
 */
export function MotionPreview({ jurisdiction, sort, limit, empty, answeredOnly = false }: Props) {
  const query = useInfiniteQuery(motionListQueryOptions({ jurisdiction, sort }));
  if (query.isPending) {
    return (
      <div className="space-y-4">
        <p role="status" className="sr-only">
          Loading motions…
        </p>
        {Array.from({ length: Math.min(limit, 2) }, (_, i) => (
          <MotionCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-line p-6">
        <p className="text-sm text-ink-muted">These motions could not be loaded.</p>
        <button type="button" onClick={() => void query.refetch()} className={buttonClass({ size: "sm" })}>
          <RotateCcw aria-hidden className="size-4" />
          Try again
        </button>
      </div>
    );
  }
  const first = query.data.pages[0]?.motions ?? [];
  const motions = (answeredOnly ? first.filter((motion) => motion.latestUpdate) : first).slice(0, limit);
  if (motions.length === 0) {
    return <p className="rounded-2xl border border-dashed border-line p-6 text-center text-ink-muted">{empty}</p>;
  }
  return (
    <ul className="space-y-4">
      {motions.map((motion) => (
        <li key={motion._id}>
          <HydrateApart>
            <MotionCard motion={motion} />
          </HydrateApart>
        </li>
      ))}
    </ul>
  );
}

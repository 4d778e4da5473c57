import { useQuery } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import { toast } from "sonner";
import { buttonClass } from "../../../components/button-styles";
import { homePagesQuery, type Page } from "../api/page-queries";
import { PageCard, PageCardSkeleton } from "./page-card";

const SKELETON_COUNT = 3; // about one screen of cards while the list loads
// A city has tens of pages; a nationwide deployment may have thousands, which no one scrolls through on a home
// screen and which would make its server-rendered HTML megabytes long. The first ones show; the rest are one
// press away, in place.
const HOME_FIRST_PAGES = 24;

type Props = {
  /** Only this city's (or region's) pages; every page of the nation without it. */
  jurisdiction?: string;
  /** What an empty list says ("Rivermouth has no motion pages yet."). */
  empty?: string;
  renderActions?: (page: Page) => ReactNode;
};

/**
 * The home screen's list of page cards, in the server's order: skeletons while loading; an error is a
 * toast and the list stays empty. `renderActions` fills each card's action slot (the home route passes
 * Submit Motion).
 */
export function PageCardList({ jurisdiction, empty = "No motion pages yet.", renderActions }: Props) {
  const { data, error, isPending, refetch } = useQuery(homePagesQuery(jurisdiction));
  const [showAll, setShowAll] = useState(false);

  useEffect(() => {
    if (!error) return;
    // A fixed id keeps one toast per failure even when effects run twice (StrictMode) or it re-renders.
    toast.error(error.message, {
      id: "home-pages-error",
      action: { label: "Try again", onClick: () => void refetch() },
    });
  }, [error, refetch]);

  if (isPending) {
    return (
      <div aria-busy="true" className="space-y-6">
        <p role="status" className="sr-only">
          Loading motion pages…
        </p>
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          <PageCardSkeleton key={i} />
        ))}
      </div>
    );
  }

  const pages = data ?? [];
  if (!error && pages.length === 0) {
    return <p className="rounded-2xl border border-dashed border-line p-8 text-center text-ink-muted">{empty}</p>;
  }

  const shown = showAll ? pages : pages.slice(0, HOME_FIRST_PAGES);
  return (
    <>
      <ul className="space-y-6">
        {shown.map((page) => (
          <li key={page._id}>
            <PageCard page={page} actions={renderActions?.(page)} />
          </li>
        ))}
      </ul>
      {shown.length < pages.length && (
        <button type="button" onClick={() => setShowAll(true)} className={buttonClass({ className: "mt-8 w-full sm:w-auto" })}>
          Show all {pages.length.toLocaleString("en-US")} motion pages
        </button>
      )}
    </>
  );
}

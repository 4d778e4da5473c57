import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { buttonClass } from "../../../components/button-styles";
import { homePagesQuery } from "../api/page-queries";
import { PageTile, PageTileSkeleton } from "./page-tile";

const GRID = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";
// A city has tens of pages: the first rows show, the rest are one press away, in place.
const FIRST_TILES = 9;

/**
 * One jurisdiction's motion pages as tiles (a city's home): the same list and order as the home screen's
 * cards for that city (GET /api/entity?jurisdiction=), the tiles of /pages under the section's own heading.
 */
export function PageGrid({ jurisdiction, empty }: { jurisdiction: string; empty: string }) {
  const { data, isPending, isError, refetch } = useQuery(homePagesQuery(jurisdiction));
  const [showAll, setShowAll] = useState(false);

  if (isPending) {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          Loading motion pages…
        </p>
        <div className={GRID}>
          {Array.from({ length: 3 }, (_, i) => (
            <PageTileSkeleton key={i} />
          ))}
        </div>
      </div>
    );
  }
  if (isError) {
    return (
      <div className="rounded-2xl border border-line bg-surface-raised p-8 text-center">
        <p className="text-ink">Motion pages could not be loaded.</p>
        <button type="button" onClick={() => void refetch()} className={buttonClass({ className: "mt-4" })}>
          Try again
        </button>
      </div>
    );
  }
  if (data.length === 0) return <p className="rounded-2xl border border-dashed border-line p-8 text-center text-ink-muted">{empty}</p>;

  const shown = showAll ? data : data.slice(0, FIRST_TILES);
  return (
    <>
      <ul className={GRID}>
        {shown.map((page) => (
          <li key={page._id}>
            <PageTile page={page} heading="h3" />
          </li>
        ))}
      </ul>
      {shown.length < data.length && (
        <button type="button" onClick={() => setShowAll(true)} className={buttonClass({ className: "mt-8 w-full sm:w-auto" })}>
          Show all {data.length.toLocaleString("en-US")} motion pages
        </button>
      )}
    </>
  );
}

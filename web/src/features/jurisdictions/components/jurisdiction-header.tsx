import { Link } from "@tanstack/react-router";
import { ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { jurisdictionLink } from "../../../lib/addresses";
import type { JurisdictionHome } from "../api/jurisdiction-queries";
import { kindLabel } from "../lib/jurisdiction-text";
import { JurisdictionStats } from "./jurisdiction-stats";

/**
 * The top of a jurisdiction's screen: where it sits (the nation down to its parent, each a link), what it is,
 * its name, `actions` (a city's Follow) and its totals.
 */
export function JurisdictionHeader({ home, actions }: { home: JurisdictionHome; actions?: ReactNode }) {
  const { jurisdiction, lineage, stats } = home;
  const above = lineage.filter((place) => place._id !== jurisdiction._id);
  return (
    <header>
      {above.length > 0 && (
        <nav aria-label="Where this is">
          <ol className="flex flex-wrap items-center gap-x-1 text-sm text-ink-muted">
            {above.map((place) => (
              <li key={place._id} className="flex items-center gap-1">
                <Link {...jurisdictionLink(place)} className="inline-flex min-h-11 items-center rounded-md underline-offset-4 hover:text-brand hover:underline">
                  <span dir="auto" className="user-text">
                    {place.name}
                  </span>
                </Link>
                <ChevronRight aria-hidden="true" className="size-4 shrink-0 rtl:rotate-180" />
              </li>
            ))}
          </ol>
        </nav>
      )}
      <p className="text-sm font-semibold tracking-wide text-brand uppercase">{kindLabel(jurisdiction)}</p>
      <div className="mt-1 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <h1 dir="auto" className="min-w-0 text-3xl font-bold tracking-tight text-ink text-balance user-text sm:text-4xl">
          {jurisdiction.name}
        </h1>
        {actions && <div className="sm:shrink-0">{actions}</div>}
      </div>
      <div className="mt-6">
        <JurisdictionStats stats={stats} />
      </div>
    </header>
  );
}

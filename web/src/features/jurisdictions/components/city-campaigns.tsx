import { lazy, Suspense, type ReactNode } from "react";
import { HydrateApart } from "../../../components/hydrate-apart";
import { Skeleton } from "../../../components/skeleton";
import { useShownCity, type ChosenCity } from "../hooks/use-shown-city";

// The line that names and changes the city is fetched after the first download (the home page's JavaScript
// budget, README.md "Performance"): it is below the fold. A server-rendered page shows its HTML meanwhile
// (React hydrates that boundary once the code is here); a page the browser draws shows a placeholder.
const CityBar = lazy(() => import("./city-bar").then((module) => ({ default: module.CityBar })));

const BarPlaceholder = () => <Skeleton className="h-20 w-full rounded-2xl" />;

/**
 * The home page's Motion Campaigns: the motion pages of the visitor's city (README.md, "A nation of cities"),
 * with the line that names it and changes it. `renderPages` draws the list for a city, or for every city when
 * there is none (the route puts the pages feature's cards there).
 */
export function CityCampaigns({ renderPages }: { renderPages: (city: ChosenCity | null) => ReactNode }) {
  const shown = useShownCity();
  return (
    <section id="campaigns" aria-labelledby="campaigns-heading" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="max-w-2xl">
        <p className="text-sm font-semibold tracking-wide text-brand uppercase">Live now</p>
        <h2 id="campaigns-heading" className="mt-2 text-3xl font-bold tracking-tight text-ink text-balance sm:text-4xl">
          Motion Campaigns
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-ink-muted text-pretty">
          Choose a motion page to read what people are proposing, see how each motion scores, and add your own.
        </p>
      </header>
      <HydrateApart>
        <div className="mt-8">
          {shown.isPending ? (
            <div aria-busy="true" className="space-y-6">
              <BarPlaceholder />
              <Skeleton className="aspect-video w-full rounded-2xl md:aspect-[3/1]" />
            </div>
          ) : (
            <>
              <Suspense fallback={<BarPlaceholder />}>
                <CityBar shown={shown} />
              </Suspense>
              <div className="mt-8">{renderPages(shown.city)}</div>
            </>
          )}
        </div>
      </HydrateApart>
    </section>
  );
}

import { useQuery } from "@tanstack/react-query";
import { useMemberGate } from "../../../lib/member-gate";
import { useHydrated } from "../../../lib/server-clock";
import { citySuggestionQuery } from "../api/suggestion-query";

/** A city the home page can start in: enough to list its pages, name it and link to its home. */
export type ChosenCity = { slug: string; name: string };

/**
 * Which city the home page's list of motion pages is for (README.md, "A nation of cities"), in this order: the
 * place this browser chose (the `plaza_city` cookie, as GET /api/jurisdictions/suggest answers it), else a
 * signed-in member's home city, else none (every page, as before the nation). `suggested` is the city the edge
 * places a visitor in, offered while nothing is chosen. Changing it is city-bar.tsx's (use-city-choice.ts),
 * which is loaded after the first download.
 */
export function useShownCity() {
  const { homeCity } = useMemberGate();
  // A server render knows no session: a member's home city counts once the page is the browser's.
  const hydrated = useHydrated();
  const suggestion = useQuery(citySuggestionQuery());
  const chosen = suggestion.data?.chosen ?? null;
  const fromHome = !chosen && hydrated ? homeCity : null;
  const city: ChosenCity | null = chosen ?? fromHome;
  return {
    city,
    chosen,
    fromHome,
    /** Offered only while no city is chosen: "Are you in Rivermouth?" */
    suggested: city ? null : (suggestion.data?.suggested ?? null),
    /** The first answer has not come yet (a failed one counts as none: every page is shown). */
    isPending: suggestion.isPending,
  };
}

export type ShownCity = ReturnType<typeof useShownCity>;

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import { readCityCookie, writeCityCookie } from "../../../lib/city-cookie";
import { useMemberGate } from "../../../lib/member-gate";
import { useHydrated } from "../../../lib/server-clock";
import { citySuggestionQuery, jurisdictionKeys, type CitySuggestion } from "../api/jurisdiction-queries";

/** A city the home page can start in: enough to list its pages, name it and link to its home. */
export type ChosenCity = { slug: string; name: string };
type Summary = NonNullable<CitySuggestion["chosen"]>;

/**
 * Which city the home page's list of motion pages is for (README.md, "A nation of cities"), in this order:
 * the city this browser chose (the `plaza_city` cookie, as GET /api/jurisdictions/suggest answers it), else a
 * signed-in member's home city, else none (every page, as before the nation). `suggested` is the city the
 * edge places a visitor in, offered while nothing is chosen. Choosing writes the cookie, so the server renders
 * the same city next time; it never changes a member's home city, which only the account screen does.
 */
export function useCityChoice() {
  const queryClient = useQueryClient();
  const { homeCity } = useMemberGate();
  const hydrated = useHydrated();
  const suggestion = useQuery(citySuggestionQuery());
  const chosen = suggestion.data?.chosen ?? null;

  // The answer may predate this browser's cookie (a server render that was not sent it, another tab's choice):
  // the cookie is the truth, so a differing answer is asked again, once.
  const checked = useRef(false);
  useEffect(() => {
    if (!hydrated || !suggestion.data || checked.current) return;
    checked.current = true;
    const cookie = readCityCookie();
    if (cookie && cookie !== chosen?.slug) void queryClient.invalidateQueries({ queryKey: jurisdictionKeys.suggestion() });
  }, [hydrated, suggestion.data, chosen, queryClient]);

  // A member's home city stands in for a choice, and is remembered as one, so the next visit is rendered in it.
  const fromHome = !chosen && hydrated ? homeCity : null;
  useEffect(() => {
    if (fromHome && !readCityCookie()) writeCityCookie(fromHome.slug);
  }, [fromHome]);

  const choose = useCallback(
    (city: Summary) => {
      writeCityCookie(city.slug);
      const picked = { _id: city._id, slug: city.slug, name: city.name, kind: city.kind };
      queryClient.setQueryData<CitySuggestion>(jurisdictionKeys.suggestion(), (previous) => ({ suggested: previous?.suggested ?? null, chosen: picked }));
    },
    [queryClient],
  );

  const city: ChosenCity | null = chosen ?? fromHome;
  return {
    city,
    /** Offered only while no city is chosen: "Are you in Rivermouth?" */
    suggested: city ? null : (suggestion.data?.suggested ?? null),
    /** The first answer has not come yet (a failed one counts as none: every page is shown). */
    isPending: suggestion.isPending,
    choose,
  };
}

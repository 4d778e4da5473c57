import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import { readCityCookie, writeCityCookie } from "../../../lib/city-cookie";
import { useHydrated } from "../../../lib/server-clock";
import { jurisdictionKeys, type CitySuggestion } from "../api/suggestion-query";
import type { ShownCity } from "./use-shown-city";

type Summary = NonNullable<CitySuggestion["chosen"]>;

/**
 * Remembering the home page's city in the `plaza_city` cookie, so the server renders the same city next time:
 * a choice made here, and a member's home city standing in for one. Choosing never changes a member's home
 * city, which only the account screen does. Loaded with the city bar, after the first download.
 */
export function useCityChoice({ chosen, fromHome }: Pick<ShownCity, "chosen" | "fromHome">) {
  const queryClient = useQueryClient();
  const hydrated = useHydrated();

  // The answer may predate this browser's cookie (another tab's choice, a home city saved in the account): the
  // cookie is the truth, so a differing answer is asked again, once.
  const checked = useRef(false);
  useEffect(() => {
    if (!hydrated || checked.current) return;
    checked.current = true;
    const cookie = readCityCookie();
    if (cookie && cookie !== chosen?.slug) void queryClient.invalidateQueries({ queryKey: jurisdictionKeys.suggestion() });
  }, [hydrated, chosen, queryClient]);

  useEffect(() => {
    if (fromHome && !readCityCookie()) writeCityCookie(fromHome.slug);
  }, [fromHome]);

  return useCallback(
    (city: Summary) => {
      writeCityCookie(city.slug);
      const picked = { _id: city._id, slug: city.slug, name: city.name, kind: city.kind };
      queryClient.setQueryData<CitySuggestion>(jurisdictionKeys.suggestion(), (previous) => ({ suggested: previous?.suggested ?? null, chosen: picked }));
    },
    [queryClient],
  );
}

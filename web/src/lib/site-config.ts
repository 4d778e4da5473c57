import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "./api";

/**
 * The deployment's public configuration (GET /api/site): the contact address and the sister site. It
 * changes only with a deploy (the Worker caches it for five minutes), so every screen that quotes it
 * shares this one cached query. `data` is undefined while loading or after a failure: show a
 * placeholder then, never an invented address.
 */
export const siteConfigQuery = () =>
  queryOptions({
    queryKey: ["site", "config"] as const,
    queryFn: () => unwrap(api.site.$get()),
    staleTime: 5 * 60_000,
  });

export const useSiteConfig = () => useQuery(siteConfigQuery());

/** The contact address from configuration; undefined while loading or when it cannot be read. */
export function useContactEmail() {
  const { data, isPending } = useSiteConfig();
  return { email: data?.contactEmail || undefined, isPending };
}

import { PAGE_SIZE } from "@contract/limits";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "../../../lib/api";

/** A motion page as the Worker serialises it (inferred, never written by hand). */
export type Page = InferResponseType<typeof api.entity.$get, 200>[number];

/** One motion page as GET /api/entity/:slug has it: also whether the signed-in member follows it. */
export type PageDetail = InferResponseType<(typeof api.entity)[":slug"]["$get"], 200>["entity"];

export const pageKeys = {
  all: ["pages"] as const,
  home: () => [...pageKeys.all, "home"] as const,
  list: (search: string) => [...pageKeys.all, "list", search] as const,
  detail: (slug: string) => [...pageKeys.all, "detail", slug.toLowerCase()] as const,
};

/** Every page in home order, for the home screen's list of page cards (one call, no paging). */
export const homePagesQuery = () =>
  queryOptions({
    queryKey: pageKeys.home(),
    queryFn: () => unwrap(api.entity.$get({ query: {} })),
  });

/**
 * Pages of PAGE_SIZE, optionally filtered by name, for /pages and its search results. The server sends
 * a full page while more may follow, so a shorter one is the last.
 */
export const pageListQuery = (search = "") =>
  infiniteQueryOptions({
    queryKey: pageKeys.list(search),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.entity.$get({
          query: { limit: String(PAGE_SIZE), page: String(pageParam), ...(search ? { search } : {}) },
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) => (lastPage.length < PAGE_SIZE ? undefined : lastPageParam + 1),
  });

/** One motion page by slug; a 404 surfaces as an ApiError the route turns into its not-found screen. */
export const pageQuery = (slug: string) =>
  queryOptions({
    queryKey: pageKeys.detail(slug),
    queryFn: async (): Promise<PageDetail> => (await unwrap(api.entity[":slug"].$get({ param: { slug } }))).entity,
  });

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
  home: (jurisdiction?: string) => [...pageKeys.all, "home", jurisdiction ?? null] as const,
  list: (search: string) => [...pageKeys.all, "list", search] as const,
  detail: (slug: string, jurisdiction?: string) => [...pageKeys.all, "detail", jurisdiction?.toLowerCase() ?? null, slug.toLowerCase()] as const,
};

/**
 * Every page in home order, for a list of page cards (one call, no paging): the whole nation's, or only those of
 * one jurisdiction and everything below it (GET /api/entity?jurisdiction=).
 */
export const homePagesQuery = (jurisdiction?: string) =>
  queryOptions({
    queryKey: pageKeys.home(jurisdiction),
    queryFn: () => unwrap(api.entity.$get({ query: jurisdiction ? { jurisdiction } : {} })),
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

/**
 * One motion page by its slug within a jurisdiction (GET /api/entity/:slug?jurisdiction=). Without one, the
 * oldest page of that slug: how an address of before the nation (/{slug}) finds its page. A 404 surfaces as an
 * ApiError the route turns into its not-found screen.
 */
export const pageQuery = (slug: string, jurisdiction?: string) =>
  queryOptions({
    queryKey: pageKeys.detail(slug, jurisdiction),
    queryFn: async (): Promise<PageDetail> =>
      (await unwrap(api.entity[":slug"].$get({ param: { slug }, query: jurisdiction ? { jurisdiction } : {} }))).entity,
  });

import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "../../../lib/api";

/** A motion page as the Worker serialises it (inferred, never written by hand). */
export type Entity = InferResponseType<typeof api.entity.$get, 200>[number];

/** One motion page as GET /api/entity/:slug has it: also whether the signed-in member follows it. */
export type EntityDetail = InferResponseType<(typeof api.entity)[":slug"]["$get"], 200>["entity"];

// Spec §9: entities come 8 to a page; a shorter page is the last one. Kept here rather than imported
// from worker/contract so the SPA bundle does not pull in zod for one number.
export const ENTITY_PAGE_SIZE = 8;

export const entityKeys = {
  all: ["entities"] as const,
  home: () => [...entityKeys.all, "home"] as const,
  pages: (search: string) => [...entityKeys.all, "pages", search] as const,
  detail: (slug: string) => [...entityKeys.all, "detail", slug.toLowerCase()] as const,
};

/** Every page in home order, for the home screen's campaign list (one call, spec §7). */
export const homeEntitiesQuery = () =>
  queryOptions({
    queryKey: entityKeys.home(),
    queryFn: () => unwrap(api.entity.$get({ query: {} })),
  });

/** Pages of 8, optionally filtered by name, for /pages and its search results. */
export const entityPagesQuery = (search = "") =>
  infiniteQueryOptions({
    queryKey: entityKeys.pages(search),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.entity.$get({
          query: { limit: String(ENTITY_PAGE_SIZE), page: String(pageParam), ...(search ? { search } : {}) },
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      lastPage.length < ENTITY_PAGE_SIZE ? undefined : lastPageParam + 1,
  });

/** One motion page by slug; a 404 surfaces as an ApiError the route turns into its not-found screen. */
export const entityQuery = (slug: string) =>
  queryOptions({
    queryKey: entityKeys.detail(slug),
    queryFn: async (): Promise<EntityDetail> => (await unwrap(api.entity[":slug"].$get({ param: { slug } }))).entity,
  });

import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "../../../lib/api";
import { motionKeys, type SimilarMotions } from "./motion-queries";

// Apart from motion-queries.ts, which the list routes' loaders pull into every first visit: only the Submit
// Motion dialog, loaded on demand, asks for similar motions.

/**
 * The motions already on page `pageId` that say nearly what `text` says, and a page it fits much better
 * (GET /api/idea/similar, README.md "Search"): what the Submit Motion dialog suggests while a member writes.
 */
export const similarMotionsQueryOptions = (pageId: string, text: string) =>
  queryOptions({
    queryKey: motionKeys.similar(pageId, text),
    queryFn: (): Promise<SimilarMotions> => unwrap(api.idea.similar.$get({ query: { entity: pageId, text } })),
    staleTime: 60_000,
  });

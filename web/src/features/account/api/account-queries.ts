import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "../../../lib/api";

// The member's own account (GET /api/me): the session's fields plus what the account screen needs to offer
// the right forms (hasPassword, googleLinked, pictureSource, createdAt). Private, so never read by a route
// loader: the screen asks once the member gate says someone is signed in.

export type Account = InferResponseType<typeof api.me.$get, 200>["user"];

export const accountKeys = {
  all: ["account"] as const,
  me: () => [...accountKeys.all, "me"] as const,
};

export const accountQuery = () =>
  queryOptions({
    queryKey: accountKeys.me(),
    queryFn: async () => (await unwrap(api.me.$get())).user,
  });

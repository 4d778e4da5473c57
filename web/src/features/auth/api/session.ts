import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "../../../lib/api";

// This module is part of the first download (the provider restores the session on every page), so it
// must not import the shared zod contract: the schemas would pull the validator into the entry chunk.

/** A member as the Worker serialises it (inferred from the route, never written by hand). */
export type AuthUser = InferResponseType<typeof api.auth.loggedin.$get, 200>["user"];

export const authKeys = {
  all: ["auth"] as const,
  me: () => [...authKeys.all, "me"] as const,
};

/** The session check (GET /api/auth/loggedin): who the stored token belongs to. */
export const meQuery = () =>
  queryOptions({
    queryKey: authKeys.me(),
    queryFn: async (): Promise<AuthUser> => (await unwrap(api.auth.loggedin.$get())).user,
    // The session changes only through sign-in, logout or a re-check we ask for; a minute keeps focus
    // refetches rare while still noticing a session ended elsewhere (a password reset).
    staleTime: 60_000,
  });

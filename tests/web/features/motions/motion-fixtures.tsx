import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from "@tanstack/react-router";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { vi } from "vitest";
import type { Motion } from "../../../../web/src/features/motions/api/motion-queries";

let seq = 0;

/** A motion as the API sends it; override only what a test is about. */
export function makeMotion(overrides: Partial<Motion> = {}): Motion {
  seq += 1;
  return {
    _id: `motion-${seq}`,
    idea: `Motion number ${seq}: plant more trees along the river walk.`,
    createdAt: new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString(),
    aiStatus: "scored",
    aiScore: 72,
    aiExplanation: "Summary:\nA clear proposal.\n- Feasible within a year",
    aiCriteria: { relevance: 80, originality: 60, feasibility: 70, impact: 75, clarity: 90, scalability: 55, sustainability: 65 },
    aiModel: "rubric-v1",
    votes: { count: 4 },
    downVotes: { count: 1 },
    viewerVote: null,
    entity: { _id: "entity-1", slug: "city-council", name: "City Council", image: { url: "/images/council.png" } },
    ...overrides,
  };
}

/**
 * Renders UI inside a minimal memory router (cards link to /$slug) and a fresh query client without
 * retries, so a failed request fails at once.
 */
export function renderWithRouter(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: "/", component: () => <>{ui}</> });
  const slugRoute = createRoute({ getParentRoute: () => rootRoute, path: "$slug", component: () => <p>Motion page</p> });
  const router = createRouter({
    routeTree: rootRoute.addChildren([indexRoute, slugRoute]),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, queryClient, router };
}

export type Reply = { status?: number; body: unknown };

/**
 * Fakes the network boundary: every request of the typed client is answered by `reply` (which may be
 * swapped later through the returned `set`), and recorded. Undo with `vi.unstubAllGlobals()`.
 */
export function stubApi(reply: (url: URL) => Reply | Promise<Reply>) {
  const requests: URL[] = [];
  let current = reply;
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    requests.push(url);
    const { status = 200, body } = await current(url);
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { requests, set: (next: typeof reply) => (current = next) };
}

import { AsyncLocalStorage } from "node:async_hooks";
import type { RenderApp, ServerApi } from "@contract/server-render";
import { dehydrate, type QueryClient } from "@tanstack/react-query";
import { renderToReadableStream } from "react-dom/server";
import { AppRoot } from "./app-root";
import { ApiError } from "./lib/api";
import { setApiTransport } from "./lib/api-transport";
import { createQueryClient } from "./lib/query-client";
import { createAppRouter } from "./router";

// The app's server bundle (README.md, "Server rendering"): the Worker imports `renderApp` and streams
// what it returns into the app shell. Built by `npm run build` with Vite's SSR mode into web/dist-ssr/.

// Renders run concurrently in one Worker isolate, so each request's way into the API is found through the
// async context it runs in, never through a shared variable.
const currentRender = new AsyncLocalStorage<{ api: ServerApi; origin: string }>();

setApiTransport(async (input, init) => {
  const render = currentRender.getStore();
  if (!render) throw new Error("An API request outside a server render");
  const addressed = new URL(input instanceof Request ? input.url : String(input));
  const url = new URL(addressed.pathname + addressed.search, render.origin);
  // Only what the Worker reads: workerd has no `credentials`, and a render is anonymous anyway.
  return render.api(new Request(url, { method: init?.method ?? "GET", headers: init?.headers, body: init?.body }));
});

/** Waits until no query is fetching: loaders start some without awaiting them (the lists of `/`). */
async function settle(queryClient: QueryClient) {
  for (let fetching = queryClient.getQueryCache().findAll({ fetchStatus: "fetching" }); fetching.length; ) {
    await Promise.allSettled(fetching.map((query) => query.promise));
    fetching = queryClient.getQueryCache().findAll({ fetchStatus: "fetching" });
  }
}

/**
 * The cache as the render left it, failures included: a list whose request failed was drawn with its error,
 * and the browser must start from that state too (then retry), or its first render would not match.
 * Errors travel as their message and status, which JSON keeps.
 */
const serverQueries = (queryClient: QueryClient) => {
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== "pending" });
  for (const query of state.queries) {
    const { error } = query.state;
    if (!error) continue;
    const sent = { name: "ApiError", message: error.message, status: error instanceof ApiError ? error.status : 0 };
    query.state.error = sent;
  }
  return state;
};

export const renderApp: RenderApp = ({ url, api, now }) =>
  currentRender.run({ api, origin: new URL(url).origin }, async () => {
    const queryClient = createQueryClient({ server: true });
    const { pathname, search, hash } = new URL(url);
    const router = createAppRouter(queryClient, pathname + search + hash);
    await router.load();
    // A route whose data could not be read is left to the browser, which tries again (and retries), rather
    // than sent as an error screen that the browser's own render would then contradict.
    const failed = router.state.matches.find((match) => match.status === "error");
    if (failed) throw failed.error instanceof Error ? failed.error : new Error(`The route ${failed.routeId} failed`);
    await settle(queryClient);
    const html = await renderToReadableStream(<AppRoot queryClient={queryClient} router={router} serverNow={now} />, {
      // Never split a large finished section out to be moved into place by script (see allReady below).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => console.error(JSON.stringify({ level: "error", msg: "server render", error: String(error) })),
    });
    // Every boundary complete before the first byte: React then writes them in place, where a boundary
    // finished later would be moved into place by an inline script, which the CSP refuses.
    await html.allReady;
    return { html, data: () => ({ now, queries: serverQueries(queryClient) }) };
  });

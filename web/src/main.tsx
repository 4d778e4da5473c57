import { SERVER_DATA_ID, type ServerData } from "@contract/server-render";
import { type DehydratedState, hydrate } from "@tanstack/react-query";
import { createRoot, hydrateRoot } from "react-dom/client";
import { AppRoot } from "./app-root";
import { ApiError } from "./lib/api";
import { getToken } from "./lib/auth-token";
import { createQueryClient } from "./lib/query-client";
import { createAppRouter } from "./router";
import "./styles.css";

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
const container = document.getElementById("root")!;

// The Worker writes each route's head for link previews and crawlers (README.md, "App routes (HTML)").
// React renders the route's title and description itself, adding rather than adopting tags, so the
// server's two go first; its Open Graph, canonical and JSON-LD tags stay.
for (const tag of document.head.querySelectorAll('title, meta[name="description"]')) tag.remove();

const serverData = document.getElementById(SERVER_DATA_ID)?.textContent;

if (serverData) {
  // A server-rendered public screen (README.md, "Server rendering"): its data goes into the cache first, the
  // route's code and loaders run against that cache (no request goes out for it), and then React adopts the
  // server's HTML instead of drawing it again. `router.ssr` tells the router its first render is a
  // hydration, so it draws the same tree the server did.
  const { now, queries } = JSON.parse(serverData) as ServerData;
  const state = queries as DehydratedState;
  // A failure the server drew comes back as the ApiError the screens expect (entry-server.tsx sends its message and status).
  for (const query of state.queries) {
    const failed = query.state.error as { message: string; status: number } | null;
    if (failed) query.state.error = new ApiError(failed.message, failed.status);
  }
  hydrate(queryClient, state);
  router.ssr = { manifest: undefined };
  void router.load().then(() => {
    hydrateRoot(container, <AppRoot queryClient={queryClient} router={router} serverNow={now} />);
    // The server rendered for nobody in particular: a member's own votes come with a second read.
    if (getToken()) void queryClient.invalidateQueries();
  });
} else {
  createRoot(container).render(<AppRoot queryClient={queryClient} router={router} />);
}

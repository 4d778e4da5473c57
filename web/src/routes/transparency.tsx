import { ROUTE_META } from "@contract/route-meta";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { pageMeta } from "../components/site-title";
import { transparencyQuery } from "../features/transparency/api/transparency-query";
import { TransparencyScreen } from "../features/transparency/components/transparency-screen";

// The public moderation figures, loaded with the route so the page never renders half-empty; a failed load
// shows the root's error screen with a retry.
export const Route = createFileRoute("/transparency")({
  loader: ({ context }) => context.queryClient.ensureQueryData(transparencyQuery()),
  head: () => ({ meta: pageMeta(ROUTE_META["/transparency"].title, ROUTE_META["/transparency"].description) }),
  component: TransparencyPage,
});

function TransparencyPage() {
  const { data } = useSuspenseQuery(transparencyQuery());
  return <TransparencyScreen report={data} />;
}

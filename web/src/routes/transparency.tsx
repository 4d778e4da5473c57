import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { pageMeta } from "../components/site-title";
import { transparencyQuery } from "../features/transparency/api/transparency-query";
import { TransparencyScreen } from "../features/transparency/components/transparency-screen";

// The public moderation figures, loaded with the route so the page never renders half-empty; a failed load
// shows the root's error screen with a retry.
export const Route = createFileRoute("/transparency")({
  loader: ({ context }) => context.queryClient.ensureQueryData(transparencyQuery()),
  head: () => ({
    meta: pageMeta(
      "Transparency",
      "How Plaza's moderation works — reports, review and appeals — and what it did over the last twelve months: motions hidden by reason, time to a decision, appeals.",
    ),
  }),
  component: TransparencyPage,
});

function TransparencyPage() {
  const { data } = useSuspenseQuery(transparencyQuery());
  return <TransparencyScreen report={data} />;
}

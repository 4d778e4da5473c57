import { ROUTE_META } from "@contract/route-meta";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { pageMeta } from "../components/site-title";
import { rubricQuery } from "../features/scoring/api/rubric-query";
import { HowScoringWorksScreen } from "../features/scoring/components/how-scoring-works-screen";

// The published rubric, linked from every analysis panel so any score can be checked against it. Its data
// is loaded with the route, so the page never renders half-empty; a failed load shows the root's error
// screen with a retry.
export const Route = createFileRoute("/how-scoring-works")({
  loader: ({ context }) => context.queryClient.ensureQueryData(rubricQuery()),
  head: () => ({ meta: pageMeta(ROUTE_META["/how-scoring-works"].title, ROUTE_META["/how-scoring-works"].description) }),
  component: HowScoringWorksPage,
});

function HowScoringWorksPage() {
  const { data } = useSuspenseQuery(rubricQuery());
  return <HowScoringWorksScreen rubric={data} />;
}

import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "../components/site-title";
import { rubricQuery } from "../features/scoring/api/rubric-query";
import { HowScoringWorksScreen } from "../features/scoring/components/how-scoring-works-screen";

// The published rubric (DESIGN §8), linked from every analysis panel. Its data is loaded with the route,
// so the page never renders half-empty; a failed load shows the root's error screen with a retry.
export const Route = createFileRoute("/how-scoring-works")({
  loader: ({ context }) => context.queryClient.ensureQueryData(rubricQuery()),
  head: () => ({ meta: [{ title: pageTitle("How scoring works") }] }),
  component: HowScoringWorksPage,
});

function HowScoringWorksPage() {
  const { data } = useSuspenseQuery(rubricQuery());
  return <HowScoringWorksScreen rubric={data} />;
}

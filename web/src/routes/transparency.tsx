import { ROUTE_META } from "@contract/route-meta";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { pageMeta } from "../components/site-title";
import { jurisdictionTreeQuery } from "../lib/jurisdiction-tree";
import { placeSlug } from "../lib/place-slug";
import { transparencyQuery } from "../features/transparency/api/transparency-query";
import { TransparencyScreen } from "../features/transparency/components/transparency-screen";

// The public moderation figures, the nation's or one place's (`?jurisdiction=rivermouth`, so a city's figures
// can be linked), loaded with the route so the page never renders half-empty; a failed load shows the root's
// error screen with a retry.
export const Route = createFileRoute("/transparency")({
  validateSearch: (search: Record<string, unknown>): { jurisdiction?: string } => ({ jurisdiction: placeSlug(search.jurisdiction) }),
  loaderDeps: ({ search }) => ({ jurisdiction: search.jurisdiction }),
  loader: ({ context, deps }) => {
    void context.queryClient.prefetchQuery(jurisdictionTreeQuery());
    return context.queryClient.ensureQueryData(transparencyQuery(deps.jurisdiction));
  },
  head: () => ({ meta: pageMeta(ROUTE_META["/transparency"].title, ROUTE_META["/transparency"].description) }),
  component: TransparencyPage,
});

function TransparencyPage() {
  const { jurisdiction } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data } = useSuspenseQuery(transparencyQuery(jurisdiction));
  return <TransparencyScreen report={data} place={jurisdiction} onPlace={(slug) => void navigate({ search: slug ? { jurisdiction: slug } : {}, replace: true })} />;
}

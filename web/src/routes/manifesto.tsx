import { ROUTE_META } from "@contract/route-meta";
import { createFileRoute } from "@tanstack/react-router";
import { pageMeta } from "../components/site-title";
import { ManifestoPage } from "../features/content/components/manifesto/manifesto-page";

export const Route = createFileRoute("/manifesto")({
  head: () => ({ meta: pageMeta(ROUTE_META["/manifesto"].title, ROUTE_META["/manifesto"].description) }),
  component: ManifestoPage,
});

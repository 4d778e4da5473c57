import { ROUTE_META } from "@contract/route-meta";
import { createFileRoute } from "@tanstack/react-router";
import { pageMeta } from "../components/site-title";
import { AboutPage } from "../features/content/components/about-page";

export const Route = createFileRoute("/about")({
  head: () => ({ meta: pageMeta(ROUTE_META["/about"].title, ROUTE_META["/about"].description) }),
  component: AboutPage,
});

import { ROUTE_META } from "@contract/route-meta";
import { createFileRoute } from "@tanstack/react-router";
import { pageMeta } from "../components/site-title";
import { TeamPage } from "../features/content/components/team-page";

export const Route = createFileRoute("/team")({
  head: () => ({ meta: pageMeta(ROUTE_META["/team"].title, ROUTE_META["/team"].description) }),
  component: TeamPage,
});

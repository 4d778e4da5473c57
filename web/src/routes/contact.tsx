import { ROUTE_META } from "@contract/route-meta";
import { createFileRoute } from "@tanstack/react-router";
import { pageMeta } from "../components/site-title";
import { siteConfigQuery } from "../lib/site-config";
import { ContactPage } from "../features/contact/components/contact-page";

export const Route = createFileRoute("/contact")({
  // The address is fetched with the route's code; a failure leaves the panel's fallback text, not an error page.
  loader: ({ context }) => context.queryClient.ensureQueryData(siteConfigQuery()).catch(() => undefined),
  head: () => ({ meta: pageMeta(ROUTE_META["/contact"].title, ROUTE_META["/contact"].description) }),
  component: ContactPage,
});

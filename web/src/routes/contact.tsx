import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "../components/site-title";
import { siteConfigQuery } from "../lib/site-config";
import { ContactPage } from "../features/contact/components/contact-page";

const DESCRIPTION =
  "Contact the Plaza team: send a message, find our email address, and get quick answers about submitting motions, the AI analysis and editing ideas. We reply within 24 hours, Monday to Friday.";

export const Route = createFileRoute("/contact")({
  // The address is fetched with the route's code; a failure leaves the panel's fallback text, not an error page.
  loader: ({ context }) => context.queryClient.ensureQueryData(siteConfigQuery()).catch(() => undefined),
  head: () => ({ meta: [{ title: pageTitle("Contact") }, { name: "description", content: DESCRIPTION }] }),
  component: ContactPage,
});

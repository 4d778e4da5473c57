import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "../components/site-title";
import { LegalPage } from "../features/content/components/legal-page";
import { privacyPolicy } from "../features/content/data/privacy-policy";
import { legalHead, PRIVACY_META } from "../features/content/data/legal-meta";

// The text itself is imported only by the (code-split) component, not by `head`.
export const Route = createFileRoute("/privacy-policy")({
  head: () => legalHead(PRIVACY_META, pageTitle),
  component: () => <LegalPage doc={privacyPolicy} />,
});

import { createFileRoute } from "@tanstack/react-router";
import { pageTitle } from "../components/site-title";
import { LegalPage } from "../features/content/components/legal-page";
import { legalHead, TERMS_META } from "../features/content/data/legal-meta";
import { termsOfService } from "../features/content/data/terms-of-service";

// The text itself is imported only by the (code-split) component, not by `head`.
export const Route = createFileRoute("/terms-of-service")({
  head: () => legalHead(TERMS_META, pageTitle),
  component: () => <LegalPage doc={termsOfService} />,
});
